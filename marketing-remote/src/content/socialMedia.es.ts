import type * as English from './socialMedia';

export const socialHero: typeof English.socialHero = {
  titlePart1: 'Redes',
  titlePart2: 'sociales',
  description: 'Historias de nuestro taller, nuestras clases y las personas a las que servimos, desde LinkedIn, Instagram, TikTok, X y YouTube.',
};

export const feedSection: typeof English.feedSection = {
  title: 'Publicaciones recientes',
  intro: 'Síganos en la red que más usa.',
  viewOn: (network) => `Ver en ${network}`,
  loading: (network, linkText) => `Cargando la publicación de ${network}… Si no aparece, use el enlace “${linkText}” de arriba.`,
};
