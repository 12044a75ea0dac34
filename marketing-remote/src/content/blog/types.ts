import type { ImageAsset } from 'ui';

/** What the route table knows of the blog (generated/blogRoutes.ts): it loads with every page of the remote. */
export type BlogRoutes = {
  lists: Array<{ path: string; title: string; categorySlug?: string; page: number }>;
  /** `lastModified`: the post's date or its update, YYYY-MM-DD (the sitemap's lastmod). */
  posts: Array<{ slug: string; title: string; lastModified: string }>;
};

/** What the listing's filters and pages need of a post. */
export type CategorizedPost = { category: string; categorySlug: string };

/** A post as the list and the article show it (generated/postCards.ts). */
export type PostCard = CategorizedPost & {
  slug: string;
  title: string;
  description: string;
  /** As written in the post, YYYY-MM-DD: shown as is, never converted through a time zone. */
  date: string;
  updated?: string;
  author: string;
  tags: string[];
  readingMinutes: number;
  image: ImageAsset;
};
