import type { PlaylistNode } from '@medshelf/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Creates a level through the form labelled `label` (e.g. "New playlist") and waits for it. */
export async function createLevel(scope: Page | Locator, label: string, name: string) {
  const field = scope.getByRole('textbox', { name: label, exact: true });
  await field.fill(name);
  await field.press('Enter');
  await expect(field).toHaveValue('');
}

/** The public/private switch of the level page being shown, turned to `on`. */
export async function setPublic(page: Page, on: boolean) {
  const control = page.getByRole('switch', { name: 'Public' });
  if ((await control.getAttribute('aria-checked')) !== String(on)) await control.click();
  await expect(control).toHaveAttribute('aria-checked', String(on));
}

/** Creates a level through the API as the signed-in user of `request`. */
export async function createLevelViaApi(
  request: APIRequestContext,
  baseURL: string | undefined,
  name: string,
  parentId: string | null = null,
): Promise<PlaylistNode> {
  const response = await request.post('/api/playlists', {
    headers: { origin: baseURL ?? '' },
    data: { name, parentId },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as PlaylistNode;
}
