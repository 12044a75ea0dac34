import type * as English from './blogPage';
import { externalLinks } from '../../config/externalLinks';

export const blogHero: typeof English.blogHero = {
  titlePart1: 'Blog de',
  titlePart2: 'Digital Harbor',
  description: 'Historias de nuestro taller de reacondicionamiento y guías para conseguir, cuidar y usar una computadora e internet.',
};

export const blogTexts: typeof English.blogTexts = {
  featured: 'Artículo destacado',
  continueReading: 'Seguir leyendo',
  morePosts: 'Más artículos',
  categories: 'Categorías',
  allPosts: 'Todos los artículos',
  pages: 'Páginas',
  previous: 'Artículos más recientes',
  next: 'Artículos anteriores',
  feed: 'Seguir por RSS',
  breadcrumb: 'Ruta de navegación',
  home: 'Inicio',
  blog: 'Blog',
  tags: 'Etiquetas',
  readNext: 'Lea también',
  minRead: (minutes) => `${minutes} min de lectura`,
  pageOf: (page, pageCount) => `Página ${page} de ${pageCount}.`,
  updated: 'Actualizado el',
  by: 'Por',
};

export const videoChannel: typeof English.videoChannel = {
  title: 'Vea nuestras historias',
  text: 'Videos cortos de nuestras clases, entregas y voluntarios.',
  link: { text: 'Visite nuestro canal de videos', href: externalLinks.videoChannel, newTab: true },
};
