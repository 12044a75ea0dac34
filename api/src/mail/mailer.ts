export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The outgoing-mail port: SMTP in production, an outbox folder with nothing configured. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
