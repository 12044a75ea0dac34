import type { ImageAsset } from 'ui';

/** What the route table knows of a post (generated/postIndex.ts): it loads with every page of the remote. */
export type PostIndexEntry = {
  slug: string;
  title: string;
  description: string;
  /** The post's date or its update, YYYY-MM-DD (the sitemap's lastmod). */
  lastModified: string;
  category: string;
  categorySlug: string;
};

/** What a post's category, the listing's filters and pages, need. */
export type CategorizedPost = Pick<PostIndexEntry, 'category' | 'categorySlug'>;

/** A post as the list and the article show it (generated/postCards.ts). */
export type PostCard = Omit<PostIndexEntry, 'lastModified'> & {
  /** As written in the post, YYYY-MM-DD: shown as is, never converted through a time zone. */
  date: string;
  updated?: string;
  author: string;
  tags: string[];
  readingMinutes: number;
  image: ImageAsset;
};
