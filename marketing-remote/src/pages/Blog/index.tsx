import styled from 'styled-components';
import { CallsToAction, Hero, Section, theme } from 'ui';
import { InfoCards } from '../../components/InfoCards';
import { blogHero, featuredArticle, upcomingArticles, videoChannel } from '../../content/blog';
import { formatDate } from '../../utils/formatDate';

const Featured = styled.article`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${theme.space.xl};
  align-items: start;
`;

const FeaturedImage = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

const FeaturedText = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

const FeaturedTitle = styled.h3`
  font-size: ${theme.fontSizes.xl};
`;

const Meta = styled.p`
  color: ${theme.colors.muted};
`;

const Excerpt = styled.p`
  font-size: ${theme.fontSizes.lg};
`;

/** Blog (`/blog`): the featured story in full, upcoming stories marked as such, and the video channel. */
export default function Blog() {
  return (
    <>
      <Hero titlePart1={blogHero.titlePart1} titlePart2={blogHero.titlePart2} description={blogHero.description} />
      <Section title="Featured Story">
        <Featured>
          <FeaturedImage
            src={featuredArticle.image.src}
            alt={featuredArticle.image.alt}
            width={featuredArticle.image.width}
            height={featuredArticle.image.height}
          />
          <FeaturedText>
            <FeaturedTitle>{featuredArticle.title}</FeaturedTitle>
            <Meta>
              <time dateTime={featuredArticle.date}>{formatDate(featuredArticle.date)}</time>
            </Meta>
            <Excerpt>{featuredArticle.excerpt}</Excerpt>
            {featuredArticle.body.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </FeaturedText>
        </Featured>
      </Section>
      {/* Not written yet: shown as such, with no link that would lead nowhere. */}
      <Section title={upcomingArticles.title} intro={upcomingArticles.note} tone="muted">
        <InfoCards
          minColumnWidth="14rem"
          cards={upcomingArticles.titles.map((title) => ({ title, eyebrow: upcomingArticles.badge, image: upcomingArticles.image }))}
        />
      </Section>
      <Section title={videoChannel.title} intro={videoChannel.text}>
        <CallsToAction actions={[videoChannel.link]} />
      </Section>
    </>
  );
}
