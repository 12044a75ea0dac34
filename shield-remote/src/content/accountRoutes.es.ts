// What the account routes say of their pages, in Spanish (the English in accountRoutes.ts).
import type { AccountRoutesText } from './accountRoutes';

export const accountRoutesText: AccountRoutesText = {
  signInTitle: 'Inicie sesión en su cuenta de Shield',
  signInDescription: 'Inicie sesión por correo electrónico para administrar su suscripción de internet Shield: estado, historial de facturación, tarjeta y cancelación.',
  accountTitle: 'Su suscripción de Shield',
  accountDescription: 'Su suscripción de internet Shield: estado, envío, plan, tarjeta registrada, historial de facturación y enlace de referido.',
};
