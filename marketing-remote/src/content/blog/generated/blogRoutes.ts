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
      "title": "Blog: Guides",
      "categorySlug": "guides",
      "page": 1
    },
    {
      "path": "/blog/category/stories",
      "title": "Blog: Stories",
      "categorySlug": "stories",
      "page": 1
    }
  ],
  "posts": [
    {
      "slug": "hotspot-speed",
      "title": "Hotspot speed: what to expect and how to get the most from it",
      "lastModified": "2026-10-14"
    },
    {
      "slug": "hotspot-or-home-internet",
      "title": "Hotspot or home internet? How to choose",
      "lastModified": "2026-08-19"
    },
    {
      "slug": "windows-11-requirements",
      "title": "Windows 11 requirements: will your old computer still help someone?",
      "lastModified": "2026-09-30"
    },
    {
      "slug": "how-we-erase-donated-drives",
      "title": "How we erase donated drives",
      "lastModified": "2026-02-24"
    },
    {
      "slug": "journey-of-a-refurbished-laptop",
      "title": "From donation to desk: the journey of a refurbished laptop",
      "lastModified": "2025-01-21"
    }
  ]
};
