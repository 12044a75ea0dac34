import type { VerifyText } from './verify';

/** Texts of the public verification page (`/es/verify`) in Spanish. */
export const verifyTextEs: VerifyText = {
  title: 'Verificar un certificado',
  intro:
    'Escriba el código de verificación impreso en un certificado de destrucción de datos (o escanee su código QR) para comprobar que Digital Harbor lo emitió y que no ha sido modificado.',
  codeLabel: 'Código de verificación',
  submit: 'Verificar',
  checking: 'Comprobando el código…',
  genuineTitle: 'Certificado auténtico',
  genuineIntro: 'Digital Harbor emitió un certificado con este código. Dice lo siguiente:',
  fields: { number: 'Número de certificado', title: 'Certificado', date: 'Fecha', deviceType: 'Tipo de equipo', manufacturer: 'Fabricante' },
  notRecorded: 'Sin registrar',
  privacyNote: 'Esta página no muestra nada sobre el donante. Compare estos datos con el certificado que usted recibió.',
  notGenuineTitle: 'No es un certificado auténtico',
  notGenuine: 'Digital Harbor no emitió ningún certificado con este código, o el código fue modificado. Revise que lo haya copiado completo.',
  tooManyChecks: (minutes: number) => `Demasiadas comprobaciones desde su dirección. Inténtelo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  invalidCode: 'Eso no parece un código de verificación. Revise que lo haya copiado completo.',
  unavailable: 'No se pudo hacer la comprobación en este momento. Por favor, inténtelo de nuevo.',
};
