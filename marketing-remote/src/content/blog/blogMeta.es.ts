import type { blogMeta as englishBlogMeta } from './blogMeta';

/** The Spanish blog's list pages as search results and the feed's link name them. */
export const blogMeta: typeof englishBlogMeta = {
  title: 'Blog',
  description: 'Historias desde el taller de reacondicionamiento de Digital Harbor y guías: cómo borramos los discos donados, Windows 11, hotspots e internet en casa.',
  feedTitle: 'Blog de Digital Harbor',
};
