import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../../mail/mailer.ts';

interface ActionEmail {
  to: string;
  subject: string;
  greeting: string;
  body: string;
  action: string;
  url: string;
  footnote: string;
}

/** One branded layout for every account email: a short text, one button, the link spelled out. */
function actionEmail({ to, subject, greeting, body, action, url, footnote }: ActionEmail): MailMessage {
  const link = escapeHtml(url);
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#f0fdfa;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:28px">
<tr><td style="font-size:20px;font-weight:700;color:#134e4a">MedShelf</td></tr>
<tr><td style="padding-top:16px;font-size:16px;line-height:1.5"><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p></td></tr>
<tr><td style="padding:16px 0"><a href="${link}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(action)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#475569"><p>If the button does not work, open this link:<br><a href="${link}" style="color:#115e59;word-break:break-all">${link}</a></p><p>${escapeHtml(footnote)}</p></td></tr>
</table></td></tr></table></body></html>`;
  const text = `MedShelf\n\n${greeting}\n\n${body}\n\n${action}: ${url}\n\n${footnote}\n`;
  return { to, subject, text, html };
}

export function verificationEmail(to: string, url: string): MailMessage {
  return actionEmail({
    to,
    subject: 'Verify your email for MedShelf',
    greeting: 'Welcome to MedShelf!',
    body: 'Please confirm that this is your email address, so you can sign in, upload slides and keep playlists.',
    action: 'Verify my email',
    url,
    footnote:
      'The link works for 24 hours. If you did not create a MedShelf account, you can ignore this email.',
  });
}

export function resetPasswordEmail(to: string, url: string): MailMessage {
  return actionEmail({
    to,
    subject: 'Reset your MedShelf password',
    greeting: 'Hello,',
    body: 'Someone (hopefully you) asked to reset the password of your MedShelf account. Choose a new one here:',
    action: 'Choose a new password',
    url,
    footnote:
      'The link works for one hour and signs you out everywhere else. If you did not ask for it, ignore this email: your password stays the same.',
  });
}
