import { describe, expect, it, vi } from 'vitest';
import { activate, createI18n } from './i18n.ts';

describe("the page's language", () => {
  it('is written to <html lang> when it changes, and not when the page is already in it', async () => {
    document.documentElement.lang = 'en';
    const i18n = await createI18n('en');
    const written = vi.spyOn(HTMLElement.prototype, 'lang', 'set');
    try {
      await activate(i18n, 'en');
      await activate(i18n, 'hi');
      expect(written.mock.calls).toEqual([['hi']]);
      expect(document.documentElement.lang).toBe('hi');
    } finally {
      written.mockRestore();
    }
  });
});
