import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Response } from '@playwright/test';

interface Fixtures {
  /**
   * Console errors a test expects (e.g. a chunk it makes fail on purpose); any other fails it.
   * Give one pattern (use | for several): Playwright reads a two-item array as [value, options].
   */
  allowedConsoleErrors: RegExp[];
  consoleGuard: undefined;
}

const scriptless = new WeakSet<Page>();

/** A page of a context with JavaScript off: navigations do not wait for the app (see below). */
export function markScriptless(page: Page): void {
  scriptless.add(page);
}

async function untilInteractive(page: Page, response: Response | null) {
  const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
  // Only the app's own pages (they hold its root) become interactive: not another site's page, the
  // embed player or a plain answer such as the unsubscribe page.
  const appPage = html && (await page.locator('body > #root').count()) > 0;
  if (appPage && !scriptless.has(page))
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  return response;
}

let patched = false;

/**
 * A server-drawn page shows before its code runs, and a click before then is lost: every
 * navigation to an app page, in any context a test opens, waits until the app marks the
 * document interactive (root-layout.tsx).
 */
function navigationsWaitForTheApp(page: Page): void {
  if (patched) return;
  patched = true;
  const prototype = Object.getPrototypeOf(page) as Page;
  const { goto, reload } = prototype;
  prototype.goto = async function (this: Page, url, options) {
    return untilInteractive(this, await goto.call(this, url, options));
  };
  prototype.reload = async function (this: Page, options) {
    return untilInteractive(this, await reload.call(this, options));
  };
}

/**
 * Every test fails on a console error, an uncaught page error or a breach of the site's
 * Content-Security-Policy it did not expect (ARCHITECTURE §9).
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      navigationsWaitForTheApp(page);
      // The browser reports a refused eval or inline script as a security issue, not always in the
      // console: the page says so there itself, so that a breach of the site's policy fails too.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content-Security-Policy refused ${event.effectiveDirective} at ${event.sourceFile}:${event.columnNumber}`,
          );
        });
      });
      const errors: string[] = [];
      const record = (text: string) => {
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      };
      page.on('console', (message) => {
        if (message.type() === 'error') record(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => record(`${error.message} (${page.url()})`));
      await use(undefined);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * WCAG 2.2 A and AA violations on the page as it is now. Axe runs in the page itself (its legacy
 * mode): its default opens a blank tab for every check to gather the frames' results, which
 * doubled the check's time (measured on six pages, the same rules passed and failed on the same
 * nodes either way). That mode cannot look into a frame from another origin; the app has none,
 * and a page that gets one fails here rather than pass untested.
 */
export async function axeViolations(page: Page) {
  const origin = new URL(page.url()).origin;
  const sameOrigin = (url: string) => URL.canParse(url) && new URL(url).origin === origin;
  const foreign = page.frames().filter((frame) => frame !== page.mainFrame() && !sameOrigin(frame.url()));
  expect(
    foreign.map((frame) => frame.url()),
    'frames axe cannot check',
  ).toEqual([]);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .setLegacyMode()
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
