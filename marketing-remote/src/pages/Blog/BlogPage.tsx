import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, CallsToAction, Hero, Section, theme, useLocale, useLocalPath, VisuallyHidden } from 'ui';
import { formatDate } from 'ui/format';
import { PostCards } from '../../components/PostCards/PostCards';
import type { blogMeta } from '../../content/blog/blogMeta';
import type * as BlogPageContent from '../../content/blog/blogPage';
import { categoriesOf, feedPath, listPage, listPath, postPath } from '../../content/blog/listing';
import type { PostCard } from '../../content/blog/types';

const Filters = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-block;
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.colors.mutedOnDark};
    border-radius: ${theme.radii.pill};
    color: ${theme.colors.textOnDark};
    text-decoration: none;
  }

  a[aria-current='page'] {
    background: ${theme.colors.accent};
    border-color: ${theme.colors.accent};
    color: ${theme.colors.navy};
  }
`;

const Featured = styled.article`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${theme.space.xl};
  align-items: center;
`;

const FeaturedImage = styled.img`
  width: 100%;
  height: auto;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

const FeaturedText = styled.div`
  display: grid;
  gap: ${theme.space.md};
  justify-items: start;
`;

const FeaturedTitle = styled.h3`
  font-size: ${theme.fontSizes.xl};
`;

const Meta = styled.p`
  color: ${theme.colors.muted};
`;

const Pager = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-top: ${theme.space.xl};
`;

const FeedLink = styled.a`
  display: inline-block;
  margin-top: ${theme.space.md};
  color: ${theme.colors.textOnDark};
`;

export type BlogProps = { categorySlug?: string; page: number };

/** A language's blog: its names (content/blog/blogMeta, blogPage) and its posts (generated from the Markdown). */
export type BlogContent = { meta: typeof blogMeta; texts: typeof BlogPageContent; postCards: PostCard[] };

/**
 * A list page of the blog (`/blog`, a category's, a later page): the newest post featured on the
 * first page of all posts, the others as cards, categories to filter by, pages of ten.
 */
export function BlogPage({ categorySlug, page, content }: BlogProps & { content: BlogContent }) {
  const { meta: blogMeta, postCards } = content;
  const { blogHero, blogTexts, videoChannel } = content.texts;
  const locale = useLocale();
  const localPath = useLocalPath();
  const list = listPage(postCards, categorySlug, page);
  const categories = categoriesOf(postCards);
  const category = categories.find((candidate) => candidate.slug === categorySlug);
  const featured = !categorySlug && page === 1 ? list.posts[0] : undefined;
  const others = featured ? list.posts.slice(1) : list.posts;
  const listTitle = category ? category.name : blogTexts.morePosts;
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={blogMeta.feedTitle} href={localPath(feedPath)} />
      <Hero
        titlePart1={blogHero.titlePart1}
        titlePart2={category ? `${blogHero.titlePart2}: ${category.name}` : blogHero.titlePart2}
        description={page > 1 ? `${blogHero.description} ${blogTexts.pageOf(page, list.pageCount)}` : blogHero.description}
      >
        <Filters aria-label={blogTexts.categories}>
          <ul>
            {[{ slug: undefined, name: blogTexts.allPosts }, ...categories].map((item) => (
              <li key={item.name}>
                <Link to={localPath(listPath(item.slug))} aria-current={item.slug === categorySlug ? 'page' : undefined}>
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </Filters>
        <FeedLink href={localPath(feedPath)}>{blogTexts.feed}</FeedLink>
      </Hero>
      {featured && (
        <Section title={blogTexts.featured}>
          <Featured>
            <FeaturedImage src={featured.image.src} alt={featured.image.alt} width={featured.image.width} height={featured.image.height} />
            <FeaturedText>
              <FeaturedTitle>{featured.title}</FeaturedTitle>
              <Meta>
                <time dateTime={featured.date}>{formatDate(featured.date, locale)}</time> · {featured.author} · {blogTexts.minRead(featured.readingMinutes)}
              </Meta>
              <p>{featured.description}</p>
              <ButtonLink to={localPath(postPath(featured.slug))}>
                {blogTexts.continueReading}
                <VisuallyHidden>: {featured.title}</VisuallyHidden>
              </ButtonLink>
            </FeaturedText>
          </Featured>
        </Section>
      )}
      {others.length > 0 && (
        <Section title={listTitle} tone="muted">
          <PostCards posts={others} />
          {list.pageCount > 1 && (
            <Pager aria-label={blogTexts.pages}>
              {page > 1 ? <Link to={localPath(listPath(categorySlug, page - 1))}>{blogTexts.previous}</Link> : <span />}
              {page < list.pageCount && <Link to={localPath(listPath(categorySlug, page + 1))}>{blogTexts.next}</Link>}
            </Pager>
          )}
        </Section>
      )}
      <Section title={videoChannel.title} intro={videoChannel.text}>
        <CallsToAction actions={[videoChannel.link]} />
      </Section>
    </>
  );
}
