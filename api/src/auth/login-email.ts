import { escapeHtml } from 'composition-contract/html';
import type { MailMessage } from '../mail/mailer';
import { loginCodeTtlSeconds } from './login-codes';

/** What a sign-in link opens, as its email names it. */
export interface SignInPlace {
  subject: string;
  /** Completes "Open this link to sign in to …" and "Sign in to …". */
  name: string;
}

export const portalSignIn: SignInPlace = { subject: 'Your Digital Harbor portal sign-in link', name: 'your Digital Harbor portal' };
export const shieldAccountSignIn: SignInPlace = { subject: 'Your Digital Harbor Shield account sign-in link', name: 'your Digital Harbor Shield account' };

/** The login email, in plain text and HTML. */
export function loginEmail(to: string, link: string, place: SignInPlace): MailMessage {
  const minutes = loginCodeTtlSeconds / 60;
  return {
    to,
    subject: place.subject,
    text: [
      'Hello,',
      '',
      `Open this link to sign in to ${place.name}:`,
      link,
      '',
      `The link works once and expires in ${minutes} minutes.`,
      'If you did not ask to sign in, you can ignore this email.',
    ].join('\n'),
    html: [
      '<p>Hello,</p>',
      `<p><a href="${escapeHtml(link)}">Sign in to ${place.name}</a></p>`,
      `<p>The link works once and expires in ${minutes} minutes.<br>`,
      'If you did not ask to sign in, you can ignore this email.</p>',
    ].join('\n'),
  };
}
