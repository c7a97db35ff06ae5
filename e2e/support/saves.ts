import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Clicks something that changes data and waits for the server's answer to that change. Likes
 * and reorders show at once (optimistic), before the request has even left, so a test that
 * reloads or navigates on what it sees alone can cancel the request with the page it leaves.
 */
export async function clickAndWaitForSave(
  page: Page,
  target: Locator,
  method: 'PUT' | 'POST' | 'PATCH' | 'DELETE',
  path: string | RegExp,
): Promise<void> {
  const saved = page.waitForResponse((response) => {
    const { pathname } = new URL(response.url());
    return (
      response.request().method() === method &&
      (typeof path === 'string' ? pathname === path : path.test(pathname))
    );
  });
  await target.click();
  expect((await saved).ok()).toBe(true);
}
