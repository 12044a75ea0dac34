import type { SignInText } from './signIn';

/** Texts of the sign-in screen (`/es/auth`) in Spanish. */
export const signInTextEs: SignInText = {
  title: '¡Hola de nuevo!',
  subtitle: '¡Bienvenido de nuevo al portal digital!',
  emailLabel: 'Correo electrónico',
  emailPlaceholder: 'Escriba su correo electrónico',
  submit: 'Entrar',
  submitting: 'Enviando...',
  sent: 'le enviamos un correo electrónico para entrar',
  genericError: 'Error al obtener los datos. Por favor, inténtelo de nuevo.',
  invalidEmail: 'Escriba un correo electrónico válido, como nombre@example.com.',
  tooManyRequests: (minutes: number) => `Demasiadas solicitudes. Inténtelo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  tooManyRequestsNoWait: 'Demasiadas solicitudes. Inténtelo de nuevo en unos minutos.',
  serverError: 'Algo salió mal de nuestro lado. Inténtelo de nuevo en unos minutos.',
  unreachable: 'No pudimos comunicarnos con el servidor. Revise su conexión e inténtelo de nuevo.',
  signOutLabel: 'Cierre de sesión',
  signOutPending: 'Cerrando su sesión…',
  signOutConfirmed: 'Su sesión está cerrada.',
  signOutUnconfirmed:
    'No pudimos confirmar el cierre de sesión con nuestro servidor. Este navegador ya olvidó su sesión, pero otra pestaña abierta del portal todavía podría usarla durante una hora como máximo.',
  signOutRetry: 'Intentar cerrar la sesión de nuevo',
  privacyNote: { lead: 'Cómo usamos lo que nos envía:', privacy: 'Política de privacidad', terms: 'Términos de servicio' },
};
