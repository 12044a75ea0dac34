import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Hero, Section, theme, useLocale, useLocalPath } from 'ui';
import { formatDate } from 'ui/format';
import { PostCards } from '../../components/PostCards/PostCards';
import type { blogMeta } from '../../content/blog/blogMeta';
import type { blogTexts } from '../../content/blog/blogPage';
import { blogPath, feedPath, listPath } from '../../content/blog/listing';
import type { PostCard } from '../../content/blog/types';
import { ArticleBody } from './ArticleBody';
import { articleStructuredData, morePosts } from './articleData';

const Breadcrumb = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    padding: 0;
    list-style: none;
    color: ${theme.colors.mutedOnDark};
  }

  li + li::before {
    content: '›';
    margin-right: ${theme.space.sm};
  }

  a {
    color: ${theme.colors.textOnDark};
  }
`;

const Byline = styled.p`
  color: ${theme.colors.mutedOnDark};
`;

const Figure = styled.img`
  display: block;
  width: 100%;
  max-width: 48rem;
  height: auto;
  margin: 0 auto;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  padding: 0;
  list-style: none;

  li {
    padding: ${theme.space.xs} ${theme.space.md};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surface};
    font-size: ${theme.fontSizes.sm};
  }
`;

const Narrow = styled.div`
  max-width: 48rem;
  margin: 0 auto;
  display: grid;
  gap: ${theme.space.xl};
`;

/** A blog post (`/blog/<slug>`): breadcrumb, title, byline, image, the article, tags and two more posts. */
/** A language's posts: the cards and the articles' HTML (generated from the Markdown), and the blog's words. */
export type BlogPostContent = { meta: typeof blogMeta; texts: typeof blogTexts; postCards: PostCard[]; articles: Record<string, string> };

export function BlogPostPage({ slug, content }: { slug: string; content: BlogPostContent }) {
  const { meta: blogMeta, texts: blogTexts, postCards, articles } = content;
  const locale = useLocale();
  const localPath = useLocalPath();
  const post = postCards.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`No blog post ${slug}`);
  const image = post.image;
  return (
    <>
      {/* React places these in the document's head; the shell's server puts them there in the served page. */}
      <meta name="description" content={post.description} />
      <meta property="og:description" content={post.description} />
      <meta property="og:type" content="article" />
      <meta property="og:image" content={image.src} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta property="article:published_time" content={post.date} />
      {post.updated && <meta property="article:modified_time" content={post.updated} />}
      <meta property="article:section" content={post.category} />
      <link rel="alternate" type="application/rss+xml" title={blogMeta.feedTitle} href={localPath(feedPath)} />
      <Hero titlePart1={post.title} background="dark">
        <Breadcrumb aria-label={blogTexts.breadcrumb}>
          <ol>
            <li>
              <Link to={localPath('/')}>{blogTexts.home}</Link>
            </li>
            <li>
              <Link to={localPath(blogPath)}>{blogTexts.blog}</Link>
            </li>
            <li>
              <Link to={localPath(listPath(post.categorySlug))}>{post.category}</Link>
            </li>
          </ol>
        </Breadcrumb>
        <Byline>
          {blogTexts.by} {post.author} · <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
          {post.updated && (
            <>
              {' '}
              · {blogTexts.updated} <time dateTime={post.updated}>{formatDate(post.updated, locale)}</time>
            </>
          )}{' '}
          · {blogTexts.minRead(post.readingMinutes)}
        </Byline>
      </Hero>
      <Section>
        <Narrow>
          <Figure src={image.src} alt={image.alt} width={image.width} height={image.height} />
          <ArticleBody html={articles[slug] ?? ''} />
          <Tags aria-label={blogTexts.tags}>
            {post.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </Tags>
        </Narrow>
      </Section>
      <Section title={blogTexts.readNext} tone="muted">
        <PostCards posts={morePosts(postCards, post)} />
      </Section>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: articleStructuredData(post) }} />
    </>
  );
}
