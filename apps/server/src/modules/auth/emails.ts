import type { Language } from '@medshelf/shared/languages';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { type EmailTexts, emailTexts } from '../../mail/texts/index.ts';

type ActionTexts = EmailTexts['verification'];

/** One branded layout for every account email: a short text, one button, the link spelled out. */
function actionEmail(to: string, url: string, language: Language, texts: ActionTexts): MailMessage {
  const { subject, greeting, body, action, footnote } = texts;
  const { linkFallback } = emailTexts(language);
  const link = escapeHtml(url);
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#f0fdfa;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:28px">
<tr><td style="font-size:20px;font-weight:700;color:#134e4a">MedShelf</td></tr>
<tr><td style="padding-top:16px;font-size:16px;line-height:1.5"><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p></td></tr>
<tr><td style="padding:16px 0"><a href="${link}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(action)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#475569"><p>${escapeHtml(linkFallback)}<br><a href="${link}" style="color:#115e59;word-break:break-all">${link}</a></p><p>${escapeHtml(footnote)}</p></td></tr>
</table></td></tr></table></body></html>`;
  const text = `MedShelf\n\n${greeting}\n\n${body}\n\n${action}: ${url}\n\n${footnote}\n`;
  return { to, subject, text, html };
}

export function verificationEmail(to: string, url: string, language: Language): MailMessage {
  return actionEmail(to, url, language, emailTexts(language).verification);
}

export function resetPasswordEmail(to: string, url: string, language: Language): MailMessage {
  return actionEmail(to, url, language, emailTexts(language).resetPassword);
}
