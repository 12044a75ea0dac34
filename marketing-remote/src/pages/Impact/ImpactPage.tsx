import styled from 'styled-components';
import { CallsToAction, Hero, Section, theme } from 'ui';
import { Carousel } from 'ui/carousel';
import { Statistics } from 'ui/statistics';
import type * as ImpactContentModule from '../../content/impact';
import { Quote } from '../../components/Quote';

/** The page's words: content/impact.ts in English, content/impact.es.ts in Spanish. */
export type ImpactContent = typeof ImpactContentModule;

const Story = styled.div`
  display: grid;
  gap: ${theme.space.md};
  max-width: 48rem;
  font-size: ${theme.fontSizes.lg};
`;

const GroupTitle = styled.h3`
  margin: ${theme.space.xl} 0 ${theme.space.lg};
  font-size: ${theme.fontSizes.xl};

  &:first-child {
    margin-top: 0;
  }
`;

const Groups = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: ${theme.space.md};
  padding: 0;
  list-style: none;
`;

const Group = styled.li`
  padding: ${theme.space.lg};
  border-left: 6px solid ${theme.colors.primary};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
  font-weight: ${theme.fontWeights.semibold};
`;

const Reports = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  max-width: 36rem;
  padding: 0;
  list-style: none;
`;

const Report = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding: ${theme.space.md} ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
`;

const ReportStatus = styled.span`
  color: ${theme.colors.muted};
`;

/** Impact (`/impact`): the story, the figures, who we serve, testimonials and reports. */
export function ImpactPage({ content }: { content: ImpactContent }) {
  const { impactClosing, impactHero, impactReports, impactStatistics, impactStory, impactTestimonials, whoWeServe, impactNumbersTitle } = content;
  return (
    <>
      <Hero titlePart1={impactHero.titlePart1} titlePart2={impactHero.titlePart2} description={impactHero.description} actions={impactHero.actions} />
      <Section title={impactStory.title}>
        <Story>
          {impactStory.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </Story>
      </Section>
      <Section title={impactNumbersTitle} tone="dark">
        {impactStatistics.map((group) => (
          <div key={group.title}>
            <GroupTitle>{group.title}</GroupTitle>
            <Statistics items={group.items} countUp tone="dark" />
          </div>
        ))}
      </Section>
      <Section title={whoWeServe.title} intro={whoWeServe.intro} tone="muted">
        <Groups>
          {whoWeServe.groups.map((group) => (
            <Group key={group}>{group}</Group>
          ))}
        </Groups>
      </Section>
      <Section title={impactTestimonials.title} tone="dark">
        <Carousel
          label={impactTestimonials.label}
          autoplayInterval={5000}
          showDots
          labels={impactTestimonials.carouselLabels}
          slides={impactTestimonials.items.map((testimonial) => ({
            id: testimonial.id,
            content: <Quote quote={testimonial.quote} name={testimonial.name} role={testimonial.role} />,
          }))}
        />
      </Section>
      <Section title={impactReports.title} intro={impactReports.intro}>
        <Reports>
          {impactReports.reports.map((report) => (
            <Report key={report.year}>
              <strong>{impactReports.reportName(report.year)}</strong>
              {report.url ? (
                <a href={report.url}>
                  {impactReports.readReport(report.year)} <span aria-hidden="true">(PDF)</span>
                </a>
              ) : (
                <ReportStatus>{impactReports.notOnline}</ReportStatus>
              )}
            </Report>
          ))}
        </Reports>
      </Section>
      <Section title={impactClosing.title} intro={impactClosing.text} tone="muted">
        <CallsToAction actions={impactClosing.actions} />
      </Section>
    </>
  );
}
