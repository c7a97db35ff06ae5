import { messages } from '@medshelf/shared/messages';
import { describe, expect, it } from 'vitest';

const catalogues = import.meta.glob<Record<string, string>>('../../lib/i18n/locales/legal/*.json', {
  eager: true,
  import: 'default',
});

describe('the policies in every language', () => {
  it('quote the sign-in refusal word for word in English, as SPEC writes it', () => {
    expect(Object.keys(catalogues).length).toBeGreaterThanOrEqual(2);
    for (const [file, catalogue] of Object.entries(catalogues)) {
      expect(catalogue['static.dmca.repeat'], file).toContain(`“${messages.accountDisabled}”`);
    }
  });

  it('have every message of the English file', () => {
    const english = Object.entries(catalogues).find(([file]) => file.endsWith('/en.json'))?.[1] ?? {};
    for (const [file, catalogue] of Object.entries(catalogues)) {
      expect(Object.keys(catalogue).sort(), file).toEqual(Object.keys(english).sort());
    }
  });
});
