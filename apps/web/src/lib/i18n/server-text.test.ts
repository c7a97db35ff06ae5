import { deckMessages } from '@medshelf/shared/deck-limits';
import { messages } from '@medshelf/shared/messages';
import { peopleMessages } from '@medshelf/shared/people-limits';
import { requestMessages } from '@medshelf/shared/request-messages';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';
import english from './locales/pages/en.json';
import hindi from './locales/pages/hi.json';
import { serverTextGroups, translateServerText } from './server-text.ts';

const [inEnglish, inHindi] = await Promise.all([createI18n('en'), createI18n('hi')]);

describe('texts the server answers with, in the interface language', () => {
  it('has each shared text in the catalogues, its English word for word as the server sends it', () => {
    const catalogue: Record<string, string> = english;
    for (const [group, texts] of Object.entries(serverTextGroups)) {
      for (const [key, text] of Object.entries(texts)) {
        const id = `server.${group}.${key}`;
        const spelled =
          typeof text === 'string'
            ? text
            : (text as (...values: string[]) => string)(
                ...Array.from({ length: text.length }, (_, index) => `{${index}}`),
              );
        expect(catalogue[id], id).toBe(spelled);
        expect((hindi as Record<string, string>)[id], id).toBeTruthy();
      }
    }
  });

  it('shows a refused upload in Hindi, values kept', () => {
    expect(translateServerText(inHindi, deckMessages.tooLarge)).toBe(hindi['server.deck.tooLarge']);
    expect(translateServerText(inHindi, peopleMessages.playlistNameTaken('Anatomy'))).toBe(
      'यहाँ आपकी “Anatomy” नाम की प्लेलिस्ट पहले से है',
    );
    expect(translateServerText(inHindi, deckMessages.needsMoreMemory(768))).toContain('(768 MB)');
  });

  it('leaves English as it came, and any text it does not know', () => {
    expect(translateServerText(inEnglish, requestMessages.tooLarge)).toBe(requestMessages.tooLarge);
    expect(translateServerText(inHindi, 'Subject "x" is not one of a, b')).toBe(
      'Subject "x" is not one of a, b',
    );
  });

  it('keeps the SPEC texts in English whatever the language (SPEC §8)', () => {
    expect(translateServerText(inHindi, messages.invalidPassword)).toBe('Invalid password');
    expect(translateServerText(inHindi, messages.userNotFound)).toBe('User not found');
  });
});
