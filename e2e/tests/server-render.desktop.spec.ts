import { languageCookie } from '@medshelf/shared/languages';
import { messages } from '@medshelf/shared/messages';
import { paths } from '@medshelf/shared/routes';
import { slugify } from '@medshelf/shared/slug';
import type { Browser, Page, Request } from '@playwright/test';
import { createVerifiedUser } from '../support/accounts.ts';
import { signInRequest, uploadDeckViaApi } from '../support/decks.ts';
import { markScriptless } from '../support/fixtures.ts';
import { addBook, makeBookPdf, uniqueTitle } from '../support/library.ts';
import { addFetchedFeed, expect, publishFeed, runId, studyItems, test } from './editor-support.ts';
import { createUploader } from './slides-browse-support.ts';

/** A page as a visitor without JavaScript gets it: only what the server drew. */
async function withoutScript(browser: Browser, baseURL: string, url: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  markScriptless(page);
  const response = await page.goto(url);
  return { page, status: response?.status(), close: () => context.close() };
}

/** Code for a worker's start: records each Intl formatter built, and keeps the worker open. */
const recordFormatters = `(${String(() => {
  const built: string[] = [];
  Object.assign(globalThis, { formattersBuilt: built, close: () => undefined });
  for (const kind of ['NumberFormat', 'PluralRules', 'DateTimeFormat', 'ListFormat'] as const) {
    Object.assign(Intl, {
      [kind]: new Proxy(Intl[kind], {
        construct(target, args: unknown[]) {
          built.push(`${kind} ${String(args[0])}`);
          return Reflect.construct(target, args) as object;
        },
      }),
    });
  }
})})()`;

/**
 * Keeps the first element matching each selector that the parser made, so a test can tell
 * hydration kept it, not redrew it.
 */
function keepDrawn(page: Page, selectors: string[]) {
  return page.addInitScript((wanted: string[]) => {
    const drawn: Record<string, Element> = {};
    Object.assign(globalThis, { drawn });
    new MutationObserver((_, observer) => {
      for (const selector of wanted) {
        const element = drawn[selector] ?? document.querySelector(selector);
        if (element) drawn[selector] = element;
      }
      if (wanted.every((selector) => drawn[selector])) observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, selectors);
}

/** The element the server drew is still the one on the page once the app has started. */
async function expectDrawnKept(page: Page, selector: string) {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  const kept = await page.evaluate((wanted) => {
    const drawn = (globalThis as { drawn?: Record<string, Element> }).drawn?.[wanted];
    return drawn !== undefined && document.querySelector(wanted) === drawn;
  }, selector);
  expect(kept).toBe(true);
}

/**
 * A page of its own screen size that records the layout shifts hydrating may cause: those from the
 * second frame after the document has been parsed, when the server's drawing has been laid out
 * whole. Before that, on a busy machine, Chromium draws frames of a partly parsed document, and
 * what arrives next moves what was drawn (a header without its search box; a CI run saw 0.0020 on
 * a deck page 1.3 s in, its toolbar still half parsed a frame later): the browser's progressive
 * rendering, not hydration, which starts once the page has loaded. `shifts` answers once the
 * frames pending have been drawn (shifts are reported after their frame), each with what moved.
 */
async function shiftWatcher(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
) {
  const phone = viewport.width < 600;
  const context = await browser.newContext({ baseURL, viewport, isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(globalThis, { shifts });
    let parsedAndDrawn = Number.POSITIVE_INFINITY;
    document.addEventListener('DOMContentLoaded', () =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          parsedAndDrawn = performance.now();
        }),
      ),
    );
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.localName}.${[...node.classList].slice(0, 3).join('.')}`
        : String(node);
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & { value: number; sources: { node: Node | null }[] };
      for (const entry of list.getEntries() as Shift[])
        if (entry.startTime >= parsedAndDrawn)
          shifts.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map((source) => describe(source.node)).join(', ')}`,
          );
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const shifts = () =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve((globalThis as unknown as { shifts: string[] }).shifts)),
          ),
        ),
    );
  return { page, shifts, close: () => context.close() };
}

test.describe('content pages drawn on the server', () => {
  test('with JavaScript off, each content page shows its content', async ({
    browser,
    request,
    baseURL: origin,
    editorRequest,
  }) => {
    const baseURL = origin ?? '';
    const uploader = await createVerifiedUser(request, baseURL, 'ssr');
    await signInRequest(request, baseURL, uploader);
    const word = `ssrword${Date.now().toString(36)}`;
    const deck = await uploadDeckViaApi(request, baseURL, {
      title: uniqueTitle(`Heart sounds ${word}`),
      category: 'medicine',
      subCategory: 'cardiology',
    });
    const book = await addBook(editorRequest, baseURL, {
      title: uniqueTitle('Clinical examination'),
      authors: 'R. Examiner',
      subject: 'basic-science',
      category: 'physiology',
      externalUrl: 'https://publisher.example/clinical',
    });

    const deckPage = await withoutScript(
      browser,
      baseURL,
      paths.slideDetails(deck.id, deck.category.slug, deck.subCategory.slug),
    );
    expect(deckPage.status).toBe(200);
    await expect(deckPage.page.getByRole('heading', { level: 1 })).toHaveText(deck.title);
    const firstPage = deckPage.page.getByRole('img', { name: `Page 1 of ${deck.pageCount}` });
    await expect(firstPage).toBeVisible();
    // Its box is known before the image arrives, so nothing moves when it does.
    expect(Number(await firstPage.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(await firstPage.getAttribute('height'))).toBeGreaterThan(0);
    expect(await firstPage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await deckPage.close();

    const list = await withoutScript(browser, baseURL, paths.slideSubCategory('medicine', 'cardiology'));
    await expect(list.page.getByRole('heading', { level: 1 })).toHaveText('Cardiology');
    await expect(list.page.getByRole('link', { name: deck.title }).first()).toBeVisible();
    await list.close();

    const search = await withoutScript(browser, baseURL, paths.search(word));
    await expect(search.page.getByRole('link', { name: deck.title }).first()).toBeVisible();
    await search.close();

    const profile = await withoutScript(browser, baseURL, paths.profile(uploader.username));
    await expect(profile.page.getByRole('link', { name: deck.title }).first()).toBeVisible();
    await profile.close();

    const bookPage = await withoutScript(browser, baseURL, paths.bookDetails(book.id));
    await expect(bookPage.page.getByRole('heading', { level: 1 })).toHaveText(book.title);
    await expect(bookPage.page.getByRole('main').getByText('R. Examiner').first()).toBeVisible();
    await bookPage.close();

    // The topics' index opens without the app: a browser's own disclosure.
    const slides = await withoutScript(browser, baseURL, paths.slide());
    const topics = slides.page.getByRole('region', { name: 'All topics' });
    await expect(topics.getByRole('link', { name: 'Cardiology', exact: true })).toBeHidden();
    await topics.getByRole('heading', { name: 'Clinical Science', level: 2 }).click();
    await expect(topics.getByRole('link', { name: 'Cardiology', exact: true })).toBeVisible();
    await slides.close();

    for (const [url, heading] of [
      [paths.home(), 'Slides, books and journals for every year of your course'],
      [paths.slide(), 'Slides'],
      [paths.book(), 'Books'],
      [paths.journal(), 'Journals'],
      [paths.article(), 'Articles'],
      [paths.news(), 'News'],
      [paths.about(), 'About MedShelf'],
    ] as const) {
      const page = await withoutScript(browser, baseURL, url);
      await expect(page.page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.close();
    }
  });

  test('without JavaScript nothing waits for it: no loading placeholder, the related books drawn', async ({
    browser,
    request,
    baseURL,
    editorRequest,
  }) => {
    await createUploader(request, baseURL, 'nph');
    const deck = await uploadDeckViaApi(request, baseURL ?? '', { title: uniqueTitle('Placeholders') });
    // A topic no other test adds books to, so the related book is the newest of its category.
    const topic = {
      subject: 'clinical-science',
      category: 'radiology',
      externalUrl: 'https://publisher.example/r',
    };
    const book = await addBook(editorRequest, baseURL, { ...topic, title: uniqueTitle('Chest films') });
    const related = await addBook(editorRequest, baseURL, { ...topic, title: uniqueTitle('Reading CT') });
    const loading = (page: Page) => page.locator('[role="status"]', { hasText: /loading/i });

    // The comments and related decks load as the reader scrolls near them, in the browser.
    const deckPage = await withoutScript(
      browser,
      baseURL ?? '',
      paths.slideDetails(deck.id, deck.category.slug, deck.subCategory.slug),
    );
    await expect(deckPage.page.getByRole('heading', { name: /^Comments/, level: 2 })).toBeVisible();
    await expect(loading(deckPage.page)).toHaveCount(0);
    await deckPage.close();

    const bookPage = await withoutScript(browser, baseURL ?? '', paths.bookDetails(book.id));
    const relatedBooks = bookPage.page.getByRole('region', { name: 'Related books' });
    await expect(relatedBooks.getByRole('link', { name: related.title }).first()).toBeVisible();
    await expect(loading(bookPage.page)).toHaveCount(0);
    await bookPage.close();
  });

  test('hydrating moves nothing: what only a browser can tell is drawn too', async ({
    browser,
    request,
    baseURL,
    editorRequest,
    feedFixture,
  }, testInfo) => {
    await createUploader(request, baseURL, 'cls');
    const deck = await uploadDeckViaApi(request, baseURL ?? '', { title: uniqueTitle('Shifts') });
    const id = runId(testInfo);
    const source = `Shift Desk ${id}`;
    const url = publishFeed(feedFixture, id, source, studyItems(`Shift ${id}`, 3));
    await addFetchedFeed(editorRequest, baseURL, { url, kind: 'news', sourceName: source, subject: null });
    const phone = await shiftWatcher(browser, baseURL, { width: 412, height: 823 });

    await phone.page.goto(paths.slideDetails(deck.id, deck.category.slug, deck.subCategory.slug));
    await phone.page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    // The last of them to settle: the button waits for this device's saved copies to be read.
    await expect(phone.page.getByRole('button', { name: 'Save for offline' })).toBeEnabled();
    await expect(phone.page.getByRole('button', { name: 'Fullscreen' })).toBeVisible();
    expect(await phone.shifts()).toEqual([]);

    // How long ago a story came out is in the server's drawing, counted from when it drew it.
    await phone.page.goto(`${paths.news()}?source=${slugify(source)}`);
    await phone.page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await expect(phone.page.getByText('yesterday · ').first()).toBeVisible();
    expect(await phone.shifts()).toEqual([]);
    await phone.close();

    // A laptop shows the search's filters from the first paint; a phone folds them (the server
    // cannot tell which it draws for).
    const laptop = await shiftWatcher(browser, baseURL, { width: 1280, height: 800 });
    await laptop.page.goto(paths.search(deck.title));
    await laptop.page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await expect(laptop.page.getByLabel('Faculty')).toBeVisible();
    await expect(laptop.page.getByRole('link', { name: deck.title })).toBeVisible();
    expect(await laptop.shifts()).toEqual([]);
    await laptop.close();
  });

  test('hydrating takes the page as drawn: no errors, no second fetch of its data', async ({
    page,
    request,
    baseURL: origin,
  }) => {
    const baseURL = origin ?? '';
    const uploader = await createVerifiedUser(request, baseURL, 'hyd');
    await signInRequest(request, baseURL, uploader);
    const deck = await uploadDeckViaApi(request, baseURL, { title: uniqueTitle('Murmurs') });
    const apiCalls: string[] = [];
    page.on('request', (call) => {
      const url = new URL(call.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
    });

    // Each page's console is watched by the fixture: a hydration mismatch is an error there.
    // Preact hydrates without warning: that the page's code was there as it hydrated shows in
    // the server's heading being kept, not drawn again after a placeholder.
    await keepDrawn(page, ['h1']);
    await page.goto(paths.slideDetails(deck.id, deck.category.slug, deck.subCategory.slug));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(deck.title);
    await expectDrawnKept(page, 'h1');
    await page.goto(paths.profile(uploader.username));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(uploader.username);
    await expectDrawnKept(page, 'h1');
    await page.goto(paths.slide());
    await page.getByRole('heading', { name: 'Clinical Science', level: 2 }).click();
    await expect(page.getByRole('heading', { name: 'Medicine', exact: true, level: 3 })).toBeVisible();
    expect(apiCalls).not.toContain(`/api/decks/${deck.id}`);
    expect(apiCalls).not.toContain(`/api/people/${uploader.username}`);
    expect(apiCalls).not.toContain('/api/taxonomy');
    expect(apiCalls).not.toContain('/api/account');

    // Still the app: a link goes on in the browser, in the same document.
    await page.evaluate(() => {
      document.body.dataset.sameDocument = 'yes';
    });
    await page.getByRole('link', { name: 'Cardiology', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cardiology');
    await expect(page.locator('body[data-same-document="yes"]')).toHaveCount(1);
  });

  test('reading pages start without the schema library', async ({
    page,
    request,
    baseURL: origin,
    editorRequest,
  }) => {
    const baseURL = origin ?? '';
    await signInRequest(request, baseURL, await createVerifiedUser(request, baseURL, 'light'));
    const deck = await uploadDeckViaApi(request, baseURL, { title: uniqueTitle('Valves') });
    const book = await addBook(editorRequest, baseURL, {
      title: uniqueTitle('Light reading'),
      authors: 'L. Reader',
      subject: 'basic-science',
      category: 'physiology',
      externalUrl: 'https://publisher.example/light',
    });
    // zod is for forms: on a page that only shows, building its schemas cost a cheap phone tens
    // of milliseconds of blocked main thread. It leaves its registry on the global object.
    for (const url of [
      paths.home(),
      paths.slide(),
      paths.slideDetails(deck.id, deck.category.slug, deck.subCategory.slug),
      paths.book(),
      paths.bookDetails(book.id),
      paths.search('valves'),
    ]) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => '__zod_globalRegistry' in globalThis), url).toBe(false);
    }
  });

  test("a book's page starts without its reader's code, which comes as the reader opens", async ({
    page,
    baseURL,
    editorRequest,
  }) => {
    const title = uniqueTitle('Reader on demand');
    const book = await addBook(
      editorRequest,
      baseURL,
      { title, subject: 'basic-science', category: 'physiology' },
      await makeBookPdf(title, 2),
    );
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const readerCode = (path: string) => /\/assets\/(book-reader|deck-viewer)-/.test(path);

    // Most visits only look at the book: the slides' viewer it reads with stays on the server.
    await page.goto(paths.bookDetails(book.id));
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(scripts.filter(readerCode)).toEqual([]);
    await page.getByRole('link', { name: 'Read online' }).click();
    await expect(page.getByRole('img', { name: 'Page 1 of 2' })).toBeVisible();
    expect(scripts.some(readerCode)).toBe(true);

    // Opened by its address, the reader is drawn by the server and hydrated as drawn: its code
    // comes before the page hydrates, so nothing is drawn again after a placeholder.
    await keepDrawn(page, ['#book-reader']);
    await page.goto(`${paths.bookDetails(book.id)}?read=1`);
    await expectDrawnKept(page, '#book-reader');
    await expect(page.getByRole('img', { name: 'Page 1 of 2' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('img', { name: 'Page 2 of 2' })).toBeVisible();
  });

  test('the toast library loads once the page has started, its toaster with the first toast', async ({
    page,
  }) => {
    await page.goto(paths.home());
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    // Sonner adds its stylesheet to the page as it loads, and draws its toaster as a live region.
    const sonnerStyled = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('style')].some((style) => style.textContent?.includes('data-sonner')),
      );
    await expect.poll(sonnerStyled).toBe(true);
    const toaster = page.getByRole('region', { name: /^Notifications/ });
    await expect(toaster).toHaveCount(0);

    await page.getByRole('button', { name: 'Join Now' }).click();
    await page
      .getByRole('dialog', { name: 'Join MedShelf' })
      .getByRole('button', { name: 'Sign in' })
      .click();
    await expect(toaster.getByText(messages.enterCredentials)).toBeVisible();
  });

  test('every chunk of the app asks V8 to compile it whole while it downloads', async ({ page }) => {
    // Compiled function by function as it first ran, the app's code cost the page's own thread
    // about a tenth of a second on a deck page (decision 0037).
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto(paths.slide());
    const chunks = new Set<string>();
    for (const request of requests) {
      // A worker's script is asked for as a worker, not a script (the locale data's is not a chunk).
      if ((await request.allHeaders())['sec-fetch-dest'] === 'script')
        chunks.add(new URL(request.url()).pathname);
    }
    expect(chunks.size).toBeGreaterThan(5);
    for (const chunk of chunks) {
      const text = await (await page.request.get(chunk)).text();
      expect(text.startsWith('//# allFunctionsCalledOnLoad\n'), chunk).toBe(true);
    }
  });

  test("the page has a worker load its language's formats before the app starts", async ({
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: languageCookie, value: 'hi', url: baseURL ?? '' }]);
    const page = await context.newPage();
    markScriptless(page);
    // The app's entry never comes: whatever is built, the page's own scripts built.
    await page.route(/\/assets\/main-[\w-]+\.js$/, (route) => route.abort());
    // The worker the page starts records the formatters it builds and, to be asked, stays open.
    await page.route(/\/assets\/locale-data-worker-[\w-]+\.js$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${recordFormatters};\n${await response.text()}` });
    });
    const worker = page.waitForEvent('worker');
    await page.goto(paths.book());
    // The first formatter of each kind loads the language's data, a long task on a cheap phone:
    // built in the worker, on its own thread, the page's thread does not wait for it.
    const started = await worker;
    await expect
      .poll(() => started.evaluate(() => (globalThis as { formattersBuilt?: string[] }).formattersBuilt))
      .toEqual(['NumberFormat hi-IN', 'PluralRules hi-IN', 'DateTimeFormat hi-IN', 'ListFormat hi-IN']);
    await page.close();
  });

  test('an uploader with an unread notification opens their deck: it hydrates as drawn', async ({
    page,
    baseURL,
  }) => {
    // The deck being ready is a notification; the live stream tells the bell before its lazy
    // code has hydrated, which must not make the page differ from the server's drawing.
    await createUploader(page.request, baseURL, 'bell');
    const deck = await uploadDeckViaApi(page.request, baseURL ?? '', { title: uniqueTitle('Bruits') });
    await page.goto(paths.slideDetails(deck.id, deck.category.slug, deck.subCategory.slug));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(deck.title);
    await expect(page.getByTestId('unread-count')).toBeVisible();
  });

  test('a page the server does not draw starts its app at once, not after the starter gives up', async ({
    page,
  }) => {
    // The starter waits for the server's page to be painted, with a timer as its fallback. Here the
    // timers set as the head is read wait a minute: a page with nothing to paint must not need them.
    await page.addInitScript(() => {
      const setTimer = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
        setTimer(
          handler,
          document.readyState === 'loading' && (delay ?? 0) >= 1000 ? 60_000 : delay,
          ...rest,
        )) as typeof window.setTimeout;
    });
    // Only the app draws the sign-up form: navigations must not wait for it (the expectation does).
    markScriptless(page);
    const response = await page.goto(paths.signup());
    expect(await response?.text()).toContain('<div id="root"></div>');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join MedShelf');
  });

  test('the body is parsed once the stylesheet has come, so the page is styled and laid out once', async ({
    page,
  }) => {
    // Chromium styles and lays out a page with a form field (the header's search box) when its
    // parser reaches the end, stylesheet or not: when the HTML came first, the whole page was
    // drawn twice (decision 0042). Here the stylesheet comes only after the whole HTML has.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        observer.disconnect();
        const stylesheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
        Object.assign(globalThis, { styledBeforeBody: stylesheet?.sheet != null });
      }).observe(document, { childList: true, subtree: true });
    });
    const htmlReceived = page.waitForEvent('requestfinished', (request) => request.isNavigationRequest());
    await page.route('**/assets/*.css', async (route) => {
      await htmlReceived;
      await route.continue();
    });
    await page.goto(paths.about());
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (globalThis as { styledBeforeBody?: boolean }).styledBeforeBody)).toBe(
      true,
    );
  });
});
