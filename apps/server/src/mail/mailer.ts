export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** Sends mail: to the SMTP server of SMTP_URL, or into the local outbox on a laptop. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
