import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { embedFrameSize, embedHtml, oembedSchema, paths, statisticsMessages } from '@medshelf/shared';
import type { Page } from '@playwright/test';
import { signInAsUploader, signInRequest, uploadDeckViaApi } from '../support/decks.ts';
import { editorAccount } from '../support/editor-account.ts';
import { expect, test } from '../support/fixtures.ts';

/** Another site on loopback (another origin than the app's localhost): a page with `body` in it. */
async function otherSite(body: string): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><html lang="en"><title>A student blog</title><h1>My ECG notes</h1>${body}</html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

async function copyEmbedCode(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('menuitem', { name: statisticsMessages.embedOption }).click();
  const dialog = page.getByRole('dialog', { name: statisticsMessages.embedTitle });
  await dialog.getByRole('button', { name: statisticsMessages.embedCopy }).click();
  await expect(page.getByText(statisticsMessages.embedCopied)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  return page.evaluate(() => navigator.clipboard.readText());
}

test('an embed copied from the share menu plays on another site, and its view shows with that host', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signInAsUploader(page, page.request, baseURL as string, 'embedder');
  const deck = await uploadDeckViaApi(page.request, baseURL as string, {
    title: `Embedded ECG ${Date.now()}`,
  });
  const deckPath = paths.slideDetails(deck.id, deck.category.slug, deck.subCategory.slug);
  await page.goto(deckPath);

  // oEmbed discovery in the served head, and an answer its schema accepts.
  const html = await (await page.request.get(deckPath)).text();
  const discovery = html.match(/<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/)?.[1];
  expect(discovery).toBeTruthy();
  const oembed = oembedSchema.parse(
    await (await page.request.get((discovery ?? '').replaceAll('&#38;', '&'))).json(),
  );
  expect(oembed.html).toContain(`/embed/deck/${deck.id}`);

  const code = await copyEmbedCode(page);
  expect(code).toBe(oembed.html);
  const blog = await otherSite(code);
  const reader = await browser.newContext();
  try {
    const visit = await reader.newPage();
    const counted = visit.waitForResponse(
      (response) => response.url().endsWith(`/api/decks/${deck.id}/views`) && response.ok(),
    );
    await visit.goto(blog.url);
    const frame = visit.frameLocator('iframe');
    await expect(frame.getByText('Page 1 of 3').first()).toBeVisible();
    const firstPage = frame.getByRole('img', { name: 'Page 1 of 3' });
    await expect(firstPage).toHaveJSProperty('complete', true);
    expect(await firstPage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await frame.getByRole('button', { name: statisticsMessages.embedNext }).click();
    await expect(frame.getByRole('img', { name: 'Page 2 of 3' })).toBeVisible();
    await expect(frame.getByRole('link', { name: statisticsMessages.embedOpenOnMedShelf })).toHaveAttribute(
      'href',
      `${baseURL}${deckPath}?page=2`,
    );
    await counted;
  } finally {
    await reader.close();
    blog.server.close();
  }

  // The uploader's statistics: the blog's view, with the blog's host; the uploader's own not counted.
  await page.goto(paths.uploadedSlides());
  await page.getByRole('link', { name: `${statisticsMessages.statisticsLink} of “${deck.title}”` }).click();
  await expect(
    page.getByRole('heading', { name: statisticsMessages.statisticsTitle(deck.title) }),
  ).toBeVisible();
  const host = new URL(blog.url).host;
  const sources = page.getByRole('region', { name: statisticsMessages.sourcesTitle });
  await expect(async () => {
    await page.reload();
    await expect(sources.getByText(host)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(sources).toContainText(`${statisticsMessages.sources.embed} ${host}`);
  await expect(page.getByRole('img', { name: /^Views per day: 1 in 90 days/ })).toBeVisible();
  await expect(page.locator('.uplot canvas')).toHaveCount(2);
});

test('a deck the editors took down shows nothing in an embed but a short notice', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  await signInAsUploader(page, page.request, baseURL as string, 'hiddenembed');
  const deck = await uploadDeckViaApi(page.request, baseURL as string, {
    title: `Soon private ${Date.now()}`,
  });
  const editor = await playwright.request.newContext({ baseURL });
  await signInRequest(editor, baseURL as string, editorAccount);
  expect(
    (
      await editor.post(`/api/editor/reports/${deck.id}/take-down`, {
        headers: { origin: baseURL as string },
      })
    ).ok(),
  ).toBe(true);
  await editor.dispose();

  const blog = await otherSite(embedHtml(baseURL as string, deck, embedFrameSize(deck.pages[0])));
  const reader = await browser.newContext();
  try {
    const visit = await reader.newPage();
    await visit.goto(blog.url);
    const frame = visit.frameLocator('iframe');
    await expect(frame.getByText(statisticsMessages.embedUnavailable)).toBeVisible();
    await expect(frame.locator('img')).toHaveCount(0);
    await expect(frame.getByText(deck.title)).toHaveCount(0);
  } finally {
    await reader.close();
    blog.server.close();
  }
});
