import { expect, markScriptless, test } from '../support/fixtures.ts';

type Marked = Window & { registeredWhen?: string };

const activeScript = () =>
  navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL);

/*
 * Installing the service worker downloads and caches the whole app. Registered at the load event
 * itself, that ran beside the app's start on the first visit (decision 0040).
 */
test.describe('registering the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a first visit registers it once the page answers input, not while the app starts', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const { register } = ServiceWorkerContainer.prototype;
      ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args) {
        (window as Marked).registeredWhen = document.documentElement.dataset.interactive ?? 'starting';
        return register.apply(this, args);
      };
    });
    await page.goto('/');
    expect(await page.evaluate(activeScript)).toMatch(/\/sw\.js$/);
    expect(await page.evaluate(() => (window as Marked).registeredWhen)).toBe('true');
  });

  test('a page whose app never starts still registers it', async ({ page }) => {
    await page.clock.install();
    // The app's entry never arrives.
    await page.route(/\/assets\/main-[^/]+\.js$/, () => {});
    markScriptless(page);
    await page.goto('/');
    await page.clock.runFor(15_000);
    expect(await page.evaluate(activeScript)).toMatch(/\/sw\.js$/);
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
  });
});
