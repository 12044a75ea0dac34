import type { LoginMailContent } from './login-mail.en';

/** The login email's texts in Spanish (usted). */
export const loginMailEs: LoginMailContent = {
  places: {
    portal: { subject: 'Su enlace para entrar al portal de Digital Harbor', name: 'su portal de Digital Harbor' },
    shieldAccount: { subject: 'Su enlace para entrar a su cuenta de Digital Harbor Shield', name: 'su cuenta de Digital Harbor Shield' },
  },
  greeting: 'Hola:',
  openLink: (place: string) => `Abra este enlace para entrar a ${place}:`,
  linkText: (place: string) => `Entrar a ${place}`,
  expiry: (minutes: number) => `El enlace funciona una sola vez y vence en ${minutes} minutos.`,
  notRequested: 'Si usted no pidió entrar, puede ignorar este correo.',
};
