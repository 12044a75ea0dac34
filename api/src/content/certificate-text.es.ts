import type { CertificateText } from './certificate-text.en';

/** The certificates' words in Spanish: the document's (page and PDF) and the PDF's own. */
export const certificateTextEs: CertificateText = {
  notRecorded: 'Sin registrar',
  titleOfKind: {
    erasure: 'Certificado de borrado de datos',
    destruction: 'Certificado de destrucción física',
    'no-drive': 'Certificado de ausencia de almacenamiento de datos',
  },
  dateLabelOfKind: { erasure: 'Fecha de borrado', destruction: 'Fecha de destrucción', 'no-drive': 'Fecha de revisión' },
  statement: {
    according: (organisation: string) => `${organisation} certifica que, según su registro de inventario,`,
    following: (standard: string) => `, conforme a ${standard}`,
    erasure: (according: string, following: string) =>
      `${according} los datos del almacenamiento del equipo descrito abajo se borraron con el método y el programa registrados abajo${following}.`,
    destruction: (according: string, following: string) =>
      `${according} el almacenamiento de datos del equipo descrito abajo se destruyó físicamente con el método registrado abajo${following}.`,
    noDrive: (according: string) => `${according} el equipo descrito abajo no tenía ninguna unidad de almacenamiento de datos cuando se revisó, así que no contenía datos que destruir.`,
  },
  headings: { certificate: 'Certificado', device: 'Equipo', drives: 'Unidades', drive: 'Unidad', driveNumber: (number: number) => `Unidad ${number}`, erasure: 'Borrado', destruction: 'Destrucción', check: 'Revisión' },
  labels: {
    certificateNumber: 'Número de certificado',
    dateReceived: 'Fecha de recepción',
    donor: 'Donante',
    donationReference: 'Referencia de la donación',
    type: 'Tipo',
    manufacturer: 'Fabricante',
    model: 'Modelo',
    systemSerialNumber: 'Número de serie del sistema',
    memory: 'Memoria',
    drives: 'Unidades',
    serialNumber: 'Número de serie',
    size: 'Capacidad',
    method: 'Método',
    standard: 'Norma',
    softwareVersion: 'Programa y versión',
    technician: 'Técnico',
    finding: 'Resultado',
  },
  noDriveFinding: 'No hay unidad de almacenamiento de datos',
  pdf: {
    verificationCode: 'Código de verificación',
    howToCheck: (pageUrl: string) => `Para comprobar este certificado, escanee el código QR o escriba el código en ${pageUrl}.`,
    signature: (organisation: string, publicKeyUrl: string) => `El código es una firma Ed25519 de ${organisation}; su clave pública está en ${publicKeyUrl}.`,
    issuedBy: (signatory: string) => `Emitido electrónicamente por ${signatory}.`,
  },
};
