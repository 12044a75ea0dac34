import { escapeHtml } from 'composition-contract/html';
import type { MailMessage } from '../mail/mailer';
import { loginCodeTtlSeconds } from './login-codes';

/** The login email, in plain text and HTML. */
export function loginEmail(to: string, link: string): MailMessage {
  const minutes = loginCodeTtlSeconds / 60;
  return {
    to,
    subject: 'Your Digital Harbor portal sign-in link',
    text: [
      'Hello,',
      '',
      'Open this link to sign in to your Digital Harbor portal:',
      link,
      '',
      `The link works once and expires in ${minutes} minutes.`,
      'If you did not ask to sign in, you can ignore this email.',
    ].join('\n'),
    html: [
      '<p>Hello,</p>',
      `<p><a href="${escapeHtml(link)}">Sign in to your Digital Harbor portal</a></p>`,
      `<p>The link works once and expires in ${minutes} minutes.<br>`,
      'If you did not ask to sign in, you can ignore this email.</p>',
    ].join('\n'),
  };
}
