import type { CategorizedPost } from './types';

/** Posts per list page: the featured post counts as one. */
export const POSTS_PER_PAGE = 10;

export const blogPath = '/blog';
export const feedPath = '/blog/rss.xml';
export const postPath = (slug: string) => `${blogPath}/${slug}`;

/** A list page's address: `/blog`, `/blog/page/2`, `/blog/category/guides`, `/blog/category/guides/page/2`. */
export function listPath(categorySlug: string | undefined, page = 1): string {
  const base = categorySlug ? `${blogPath}/category/${categorySlug}` : blogPath;
  return page > 1 ? `${base}/page/${page}` : base;
}

export type Category = { slug: string; name: string };

/** The categories the posts use, in the order of their slugs. */
export function categoriesOf(posts: readonly CategorizedPost[]): Category[] {
  const bySlug = new Map(posts.map((post) => [post.categorySlug, post.category]));
  // By code point, not localeCompare: Intl's locale data would load as every page starts.
  return [...bySlug].map(([slug, name]) => ({ slug, name })).sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}

/** What one list page shows: its posts (newest first) and where it sits among its pages. */
export type ListPage<T> = { posts: T[]; page: number; pageCount: number; categorySlug?: string };

/** The posts of a list page (all posts or one category's), and how many pages that list has. */
export function listPage<T extends CategorizedPost>(posts: readonly T[], categorySlug: string | undefined, page: number): ListPage<T> {
  const listed = categorySlug ? posts.filter((post) => post.categorySlug === categorySlug) : [...posts];
  const pageCount = Math.max(1, Math.ceil(listed.length / POSTS_PER_PAGE));
  return { posts: listed.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE), page, pageCount, ...(categorySlug ? { categorySlug } : {}) };
}

/** Every list page there is: the blog's pages, then each category's. */
export function allListPages(posts: readonly CategorizedPost[]): Array<{ path: string; categorySlug?: string; categoryName?: string; page: number }> {
  const lists: Array<Category | undefined> = [undefined, ...categoriesOf(posts)];
  return lists.flatMap((category) => {
    const { pageCount } = listPage(posts, category?.slug, 1);
    return Array.from({ length: pageCount }, (_, index) => ({
      path: listPath(category?.slug, index + 1),
      page: index + 1,
      ...(category ? { categorySlug: category.slug, categoryName: category.name } : {}),
    }));
  });
}
