import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { createVerifiedUser } from './accounts.ts';
import { signInRequest } from './decks.ts';
import { expect } from './fixtures.ts';

export interface Member {
  username: string;
  email: string;
  password: string;
}

/**
 * A verified member with a faculty chosen (so the site never sends them to /register), signed
 * in on `request`: a page's own `page.request` signs its whole browser context in.
 */
export async function signedInMember(
  request: APIRequestContext,
  baseURL: string,
  prefix: string,
): Promise<Member> {
  const member = await createVerifiedUser(request, baseURL, prefix);
  await signInRequest(request, baseURL, member);
  const saved = await request.put('/api/account/preference', {
    headers: { origin: baseURL },
    data: { faculty: 'mbbs' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return member;
}

/** Another person at another computer: a member signed in within a browser context of their own. */
export async function memberInOwnBrowser(
  browser: Browser,
  baseURL: string,
  prefix: string,
): Promise<{ member: Member; context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const member = await signedInMember(context.request, baseURL, prefix);
  return { member, context, page: await context.newPage() };
}

/** A 2×2 red PNG: small, real, and decoded by any image library. */
export const tinyPng = {
  name: 'me.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWM4w8BwhgGMzzAwAAAZjgMx8FJdJAAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** A ".png" that is really text: the server must refuse it by its content. */
export const textRenamedPng = {
  name: 'notes.png',
  mimeType: 'image/png',
  buffer: Buffer.from('These are my notes, not a picture.\n'),
};
