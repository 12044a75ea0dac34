/** The footer's texts in Spanish, with the English's keys, places and paths (footer.ts). */
import { legalPaths } from 'ui';
import type { FooterContent } from './footer';

export const footer: FooterContent = {
  contact: {
    title: 'Contacto',
    hours: 'De lunes a viernes, de 9:00 a 5:00 (hora del Este)',
    offices: [
      { name: 'Oficina de Nueva Jersey', place: 'Hoboken, NJ' },
      { name: 'Oficina de Massachusetts', place: 'Waltham, MA' },
    ],
    contactLink: { label: 'Comuníquese con nosotros', path: '/contact' },
  },
  socialLinkName: 'Digital Harbor en {network} (se abre en una pestaña nueva)',
  socialListLabel: 'Redes sociales',
  newsletter: {
    title: 'Manténgase al día',
    text: 'Noticias sobre donaciones, clases y eventos, unas pocas veces al año.',
    frameTitle: 'Formulario de suscripción al boletín',
    openForm: 'Abrir el formulario de suscripción en una pestaña nueva',
    formComing: 'El formulario de suscripción aparece aquí. Si no aparece, ábralo con el enlace de abajo.',
    notAnswering: 'El formulario de suscripción no responde en este momento. Ábralo en una pestaña nueva o inténtelo más tarde.',
    off: 'La suscripción en línea no está disponible en este momento. Síganos en las redes de abajo o pídanos que lo agreguemos a la lista.',
    askUs: 'Pídanos que lo suscribamos',
    privacyIntro: 'Cómo usamos lo que nos envía:',
  },
  legal: {
    label: 'Información legal',
    links: [
      { label: 'Política de privacidad', path: legalPaths.privacy },
      { label: 'Términos del servicio', path: legalPaths.terms },
    ],
  },
  copyright: '© 2025 Digital Harbor. Todos los derechos reservados.',
};
