import type { EmbedKey } from 'composition-contract/providers';
import type { SharedTexts } from './shared';

const frameTitles: Partial<Record<EmbedKey, string>> = {
  electronicsDonationForm: 'Formulario de donación de equipos electrónicos',
  computerApplicationForm: 'Solicitud de computadora',
  inquiryForm: 'Formulario de consulta',
  partnerApplicationForm: 'Solicitud para organizaciones aliadas',
  hotspotForm: 'Formulario de solicitud de hotspot',
  nonprofitApplicationForm: 'Solicitud para organizaciones sin fines de lucro',
  paperApplicationForm: 'Formulario de solicitud en papel',
  checkInForm: 'Formulario de registro',
  incomeRequirementForm: 'Formulario de requisitos de ingresos',
  uploadRecommendationForm: 'Formulario para subir la recomendación',
  boardSignUpForm: 'Formulario de inscripción a la junta directiva',
  powerUpForm: 'Formulario para ampliar su impacto',
  storeMap: 'Mapa de lugares de entrega',
  linkedInPost: 'Publicación de Digital Harbor en LinkedIn',
  instagramPost: 'Publicación de Digital Harbor en Instagram',
  tikTokPost: 'Video de Digital Harbor en TikTok',
  xPost: 'Publicación de Digital Harbor en X',
  youTubePost: 'Video de Digital Harbor en YouTube',
};

export const sharedTexts: SharedTexts = {
  frameTitle: (embed) => frameTitles[embed.key] ?? embed.title,
  embeds: {
    notAvailable: (title) => `${title}: no está disponible en este sitio por ahora.`,
    reachUs: 'Puede comunicarse con nosotros por correo electrónico:',
    orCall: 'o por teléfono al',
    providerPage: 'Abrirlo en el sitio del proveedor',
    notAnswering: (title, linkText) => `${title}: no responde en este momento. Use el enlace “${linkText}” de arriba o vuelva a intentarlo más tarde.`,
    formLinkText: 'Abrir el formulario en una pestaña nueva',
    formPlaceholder: (linkText) => `Cargando el formulario… Si no aparece, use el enlace “${linkText}” de arriba.`,
  },
  donationWidget: {
    title: 'Formulario de donación en línea',
    unavailable: 'El formulario de donación no pudo cargarse aquí. Puede donar en nuestra página de donaciones.',
    openPage: 'Abrir la página de donaciones en una pestaña nueva',
  },
  organisationHours: 'de lunes a viernes, de 9:00 a 5:00 (hora del Este)',
  privacyNote: { lead: 'Cómo usamos lo que nos envía:', privacy: 'Política de privacidad', terms: 'Términos de servicio' },
  keyFacts: 'Datos clave',
  opensInNewTab: '(se abre en una pestaña nueva)',
  profile: { view: 'Ver perfil', of: 'de' },
};
