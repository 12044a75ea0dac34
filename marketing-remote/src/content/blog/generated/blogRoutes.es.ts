// Written by `npm run content -w marketing-remote` from the Markdown files: edit those, not this file.
import type { BlogRoutes } from '../types';

/** The blog's list pages and its posts (newest first): what the route table needs. */
export const blogRoutes: BlogRoutes = {
  "lists": [
    {
      "path": "/blog",
      "title": "Blog",
      "page": 1
    },
    {
      "path": "/blog/category/guides",
      "title": "Blog: Guías",
      "categorySlug": "guides",
      "page": 1
    },
    {
      "path": "/blog/category/stories",
      "title": "Blog: Historias",
      "categorySlug": "stories",
      "page": 1
    }
  ],
  "posts": [
    {
      "slug": "hotspot-speed",
      "title": "Velocidad del hotspot: qué esperar y cómo aprovecharlo al máximo",
      "lastModified": "2026-10-14"
    },
    {
      "slug": "hotspot-or-home-internet",
      "title": "¿Hotspot o internet en casa? Cómo elegir",
      "lastModified": "2026-08-19"
    },
    {
      "slug": "windows-11-requirements",
      "title": "Requisitos de Windows 11: ¿su computadora vieja todavía puede ayudar a alguien?",
      "lastModified": "2026-09-30"
    },
    {
      "slug": "how-we-erase-donated-drives",
      "title": "Cómo borramos los discos donados",
      "lastModified": "2026-02-24"
    },
    {
      "slug": "journey-of-a-refurbished-laptop",
      "title": "De la donación al escritorio: el recorrido de una laptop renovada",
      "lastModified": "2025-01-21"
    }
  ]
};
