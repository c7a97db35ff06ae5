import { deckMessages } from '@medshelf/shared/deck-limits';
import { messages } from '@medshelf/shared/messages';
import { peopleMessages } from '@medshelf/shared/people-limits';
import { requestMessages, waitMessages } from '@medshelf/shared/request-messages';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';
import english from './locales/pages/en.json';
import hindi from './locales/pages/hi.json';
import { serverTextGroups, serverValueGroups, translateServerText } from './server-text.ts';

const [inEnglish, inHindi] = await Promise.all([createI18n('en'), createI18n('hi')]);

describe('texts the server answers with, in the interface language', () => {
  it('has each shared text in the catalogues, its English word for word as the server sends it', () => {
    const catalogue: Record<string, string> = english;
    for (const [group, texts] of Object.entries({ ...serverTextGroups, ...serverValueGroups })) {
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

  it('says how long to wait in Hindi too, not only the sentence around it', () => {
    expect(translateServerText(inHindi, requestMessages.tooManyAttempts(waitMessages.aMinute))).toBe(
      'बहुत ज़्यादा कोशिशें हो गईं। कृपया एक मिनट रुकें और फिर कोशिश करें।',
    );
    expect(translateServerText(inHindi, requestMessages.tooManyAttempts(waitMessages.minutes(15)))).toBe(
      'बहुत ज़्यादा कोशिशें हो गईं। कृपया 15 मिनट रुकें और फिर कोशिश करें।',
    );
    expect(translateServerText(inHindi, requestMessages.tooManyAttempts(waitMessages.seconds(60)))).toContain(
      '60 सेकंड',
    );
  });

  it('never takes a whole answer for a wait', () => {
    expect(translateServerText(inHindi, '15 minutes')).toBe('15 minutes');
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
