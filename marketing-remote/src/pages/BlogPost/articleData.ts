import { siteName } from 'ui';
import type { PostCard } from '../../content/blog/types';

/** Two more posts to read next: the same category's newest first, then the newest of the others. */
export function morePosts(posts: readonly PostCard[], current: PostCard, count = 2): PostCard[] {
  const others = posts.filter((post) => post.slug !== current.slug);
  const sameCategory = others.filter((post) => post.categorySlug === current.categorySlug);
  return [...sameCategory, ...others.filter((post) => post.categorySlug !== current.categorySlug)].slice(0, count);
}

/**
 * The post as schema.org's BlogPosting, as JSON for a `<script type="application/ld+json">`;
 * `<` is escaped so no text of the post can close the script element.
 */
export function articleStructuredData(post: PostCard): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    image: post.image.src,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: siteName },
    articleSection: post.category,
    keywords: post.tags.join(', '),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
