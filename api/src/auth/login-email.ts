import { escapeHtml } from 'composition-contract/html';
import type { Locale } from 'composition-contract/locale';
import type { LoginMailContent, SignInPlaceName } from '../content/login-mail.en';
import { loginMailEn } from '../content/login-mail.en';
import { loginMailEs } from '../content/login-mail.es';
import type { MailMessage } from '../mail/mailer';
import { loginCodeTtlSeconds } from './login-codes';

const loginMailContent: Record<Locale, LoginMailContent> = { en: loginMailEn, es: loginMailEs };

/** The login email, in plain text and HTML, in the language the visitor asked in. */
export function loginEmail(to: string, link: string, place: SignInPlaceName, locale: Locale): MailMessage {
  const content = loginMailContent[locale];
  const { subject, name } = content.places[place];
  const minutes = loginCodeTtlSeconds / 60;
  return {
    to,
    subject,
    text: [content.greeting, '', content.openLink(name), link, '', content.expiry(minutes), content.notRequested].join('\n'),
    html: [
      `<p>${escapeHtml(content.greeting)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(content.linkText(name))}</a></p>`,
      `<p>${escapeHtml(content.expiry(minutes))}<br>`,
      `${escapeHtml(content.notRequested)}</p>`,
    ].join('\n'),
  };
}
