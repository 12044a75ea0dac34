import type { CertificateTexts } from './certificates';

/** Texts of the certificates of data destruction in Spanish: the donor view's additions and the certificate page (`/es/certificate`). */
export const certificatesContentEs: CertificateTexts = {
  destructionStatuses: {
    Erased: 'Borrado',
    Destroyed: 'Destruido',
    'No Drive': 'Sin unidad de almacenamiento',
  },
  certificate: {
    pending: 'Pendiente',
    view: 'Ver',
    viewLabel: (model: string) => `Ver el certificado de datos de ${model}`,
    download: 'Descargar',
    downloadLabel: (model: string) => `Descargar el certificado de datos de ${model} (PDF)`,
    downloading: 'Descargando…',
    downloadAll: 'Descargar todos los certificados',
    downloadAllLabel: (donation: string) => `Descargar todos los certificados de la ${donation} (ZIP)`,
    noneToDownload: 'Todavía no hay certificados: la destrucción de datos de estas computadoras está pendiente.',
    downloadFailed: 'La descarga no funcionó. Por favor, inténtelo de nuevo.',
  },
  page: {
    title: 'Certificado de destrucción de datos',
    loading: 'Cargando el certificado',
    back: 'Volver a sus donaciones',
    print: 'Imprimir',
    downloadPdf: 'Descargar PDF',
    verificationTitle: 'Verificación',
    verificationIntro: 'Cualquier persona puede comprobar este certificado: escanee el código QR o escriba el código en',
    codeLabel: 'Código de verificación',
    qrLabel: 'Código QR que abre la página de verificación de este certificado',
    issuedBy: 'Emitido electrónicamente por',
  },
};
