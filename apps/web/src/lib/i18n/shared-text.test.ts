import { readerMessages } from '@medshelf/shared/reader-messages';
import { socialMessages } from '@medshelf/shared/social-messages';
import { statisticsMessages } from '@medshelf/shared/statistics-limits';
import { describe, expect, it } from 'vitest';
import { activate, createI18n } from './i18n.ts';
import english from './locales/pages/en.json';
import hindi from './locales/pages/hi.json';
import { eachSharedText, sharedText, sharedTextId } from './shared-text.ts';
import { sharedTextGroups } from './shared-text-groups.ts';

const [inEnglish, inHindi] = await Promise.all([createI18n('en'), createI18n('hi')]);

describe('shared texts the web draws, in the interface language', () => {
  it('has each shared text in the catalogues, its English word for word as packages/shared has it', () => {
    let count = 0;
    for (const [group, texts] of Object.entries(sharedTextGroups)) {
      eachSharedText(texts, (path, text) => {
        const id = sharedTextId(group, path);
        const spelled =
          typeof text === 'string'
            ? text
            : (text as (...values: string[]) => string)(
                ...Array.from({ length: text.length }, (_, index) => `{${index}}`),
              );
        expect((english as Record<string, string>)[id], id).toBe(spelled);
        expect((hindi as Record<string, string>)[id], id).toBeTruthy();
        count += 1;
      });
    }
    expect(count).toBeGreaterThan(100);
  });

  it('gives English the shared objects themselves, word for word', () => {
    expect(sharedText(inEnglish, 'reader', readerMessages)).toBe(readerMessages);
    expect(sharedText(inEnglish, 'social', socialMessages).bellLabel(0)).toBe('Notifications');
  });

  it('draws the toolbar, a notification sentence and nested texts in Hindi, values kept', () => {
    const reader = sharedText(inHindi, 'reader', readerMessages);
    expect(reader.pageAlt(2, 3)).toBe('पेज 2 / 3');
    expect(reader.next).toBe('अगला पेज');
    const social = sharedText(inHindi, 'social', socialMessages);
    expect(social.notificationText['deck-liked']('Asha', 'Renal physiology')).toBe(
      'Asha ने “Renal physiology” को लाइक किया',
    );
    expect(social.notificationText['deck-ready']('', 'Renal physiology')).toBe(
      '“Renal physiology” पढ़ने के लिए तैयार है',
    );
    expect(sharedText(inHindi, 'statistics', statisticsMessages).counts.views).toBe('व्यू');
  });

  it('keeps the English branches a text function has (no count, one, many)', () => {
    const social = sharedText(inHindi, 'social', socialMessages);
    expect(social.bellLabel(0)).toBe('सूचनाएँ');
    expect(social.bellLabel(4)).toBe('सूचनाएँ, 4 अनपढ़ी');
    expect(social.digestSubject(1)).toContain('1 डेक');
    expect(social.digestSubject(3)).toContain('3 डेक');
  });

  it('builds a group once per language and follows a switch of language', async () => {
    const i18n = await createI18n('hi');
    expect(sharedText(i18n, 'reader', readerMessages)).toBe(sharedText(i18n, 'reader', readerMessages));
    expect(sharedText(i18n, 'reader', readerMessages).next).toBe('अगला पेज');
    await activate(i18n, 'en');
    expect(sharedText(i18n, 'reader', readerMessages).next).toBe('Next page');
  });
});
