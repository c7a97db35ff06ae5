import { type DeckCard, paths } from '@medshelf/shared';
import { defaultLanguage, type Language } from '@medshelf/shared/languages';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { emailTexts } from '../../mail/texts/index.ts';

interface DigestEmail {
  to: string;
  publicUrl: string;
  decks: DeckCard[];
  total: number;
  unsubscribeUrl: string;
  /** The member's interface language; null when they never chose one. */
  language: Language | null;
}

/**
 * The weekly digest: the new decks (title, uploader, subject), a line for the rest, and the
 * one-click unsubscribe link, also in List-Unsubscribe with List-Unsubscribe-Post (RFC 8058),
 * so a mail client can offer its own unsubscribe button.
 */
export function digestEmail({
  to,
  publicUrl,
  decks,
  total,
  unsubscribeUrl,
  language,
}: DigestEmail): MailMessage {
  const texts = emailTexts(language).digest;
  const link = (deck: DeckCard) =>
    `${publicUrl}${paths.slideDetails(deck.id, deck.category.slug, deck.subCategory.slug)}`;
  const by = (deck: DeckCard) => deck.owner.displayName || deck.owner.username || '';
  const more = total - decks.length;
  const items = decks
    .map(
      (deck) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(link(deck))}" style="color:#115e59;font-weight:600">${escapeHtml(deck.title)}</a><br><span style="color:#475569;font-size:14px">${escapeHtml(by(deck))} · ${escapeHtml(deck.subCategory.name)}</span></li>`,
    )
    .join('');
  const moreLine =
    more > 0
      ? `<p><a href="${escapeHtml(publicUrl)}/" style="color:#115e59">${escapeHtml(texts.more(more))}</a></p>`
      : '';
  const unsubscribe = escapeHtml(unsubscribeUrl);
  const html = `<!doctype html><html lang="${language ?? defaultLanguage}"><body style="margin:0;background:#f0fdfa;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:28px">
<tr><td style="font-size:20px;font-weight:700;color:#134e4a">MedShelf</td></tr>
<tr><td style="padding-top:16px;font-size:16px;line-height:1.5"><p>${escapeHtml(texts.intro)}</p><ul style="padding-left:20px">${items}</ul>${moreLine}</td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#475569;padding-top:12px"><a href="${unsubscribe}" style="color:#475569">${escapeHtml(texts.unsubscribe)}</a></td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    'MedShelf',
    '',
    texts.intro,
    '',
    ...decks.map((deck) => `- ${deck.title} (${by(deck)}): ${link(deck)}`),
    ...(more > 0 ? ['', `${texts.more(more)}: ${publicUrl}/`] : []),
    '',
    `${texts.unsubscribe}: ${unsubscribeUrl}`,
    '',
  ].join('\n');
  return {
    to,
    subject: texts.subject(total),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
