/** The shell's own screens and announcements in Spanish, with the English's keys (notices.ts). */
import { NOT_FOUND_TITLES } from 'composition-contract/site';
import type { NoticesContent } from './notices';

export const notices: NoticesContent = {
  skipLink: 'Saltar al contenido principal',
  help: 'Ayuda',
  loadingPage: 'Cargando la página',
  stillLoading: {
    title: 'Todavía cargando…',
    message:
      'Esta parte del sitio está tardando más de lo normal. Sigue cargando; con una conexión lenta puede tardar un poco. También puede intentarlo de nuevo.',
    tryAgain: 'Intentar de nuevo',
  },
  unavailable: {
    pageTitle: 'No disponible por el momento',
    title: 'Esta página no está disponible por el momento',
    message: 'No pudimos cargar esta parte del sitio en este momento. El resto del sitio sigue funcionando. Inténtelo de nuevo en unos minutos.',
    tryAgain: 'Intentar de nuevo',
  },
  notFound: {
    pageTitle: NOT_FOUND_TITLES.es,
    titlePart1: '404',
    titlePart2: 'Página no encontrada',
    description: 'La tecnología a veces confunde, pero no se preocupe: estamos para ayudarle. ¿Necesita ayuda?',
    backHome: 'Volver al inicio',
  },
};
