import styled from 'styled-components';
import { Hero, LinkCards, LogoStrip, Section, theme, useLocale } from 'ui';
import { Carousel } from 'ui/carousel';
import { formatDate } from 'ui/format';
import { CoverageCard } from '../../components/CoverageCard';
import { InfoCards } from '../../components/InfoCards';
import type * as PressContentModule from '../../content/press';

/** The page's words: content/press.ts in English, content/press.es.ts in Spanish. */
export type PressContent = typeof PressContentModule;

const Releases = styled.ol`
  display: grid;
  max-width: 52rem;
  padding: 0;
  list-style: none;
`;

const Release = styled.li`
  display: grid;
  grid-template-columns: minmax(9rem, auto) 1fr;
  gap: ${theme.space.xs} ${theme.space.lg};
  padding-block: ${theme.space.md};
  border-bottom: 1px solid ${theme.colors.border};

  ${theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const ReleaseDate = styled.time`
  color: ${theme.colors.muted};
`;

/** Press & Media (`/press`, `/press.html`). */
export function PressPage({ content }: { content: PressContent }) {
  const { coverage, pressHero, pressHighlights, pressLogos, pressReleases, pressWaysToHelp } = content;
  const locale = useLocale();
  return (
    <>
      <Hero titlePart1={pressHero.titlePart1} titlePart2={pressHero.titlePart2} description={pressHero.description} />
      <Section title={pressLogos.title}>
        <LogoStrip logos={pressLogos.logos} label={pressLogos.label} pauseLabel={pressLogos.pauseLabel} playLabel={pressLogos.playLabel} loading="eager" />
      </Section>
      <Section title={pressHighlights.title} tone="muted">
        <InfoCards cards={pressHighlights.items.map((item) => ({ title: item.figure, text: item.text }))} minColumnWidth="14rem" />
      </Section>
      <Section title={coverage.title}>
        <Carousel
          label={coverage.label}
          slidesPerView={3}
          labels={coverage.carouselLabels}
          slides={coverage.items.map((item) => ({
            id: item.id,
            content: (
              <CoverageCard item={item} readMore={coverage.readMore} />
            ),
          }))}
        />
      </Section>
      <Section title={pressReleases.title} intro={pressReleases.intro} tone="muted">
        <Releases>
          {pressReleases.items.map((release) => (
            <Release key={release.url}>
              <ReleaseDate dateTime={release.date}>{formatDate(release.date, locale)}</ReleaseDate>
              <a href={release.url}>
                {release.title} {pressReleases.linkSuffix}
              </a>
            </Release>
          ))}
        </Releases>
      </Section>
      <LinkCards title={pressWaysToHelp.title} cards={pressWaysToHelp.cards} />
    </>
  );
}
