import styled from 'styled-components';
import { CallsToAction, CardGrid, Hero, scrollToId, Section, theme } from 'ui';
import { InfoCards } from '../../components/InfoCards';
import type * as DigitalSkillsContentModule from '../../content/dsclasses';

/** The page's words: content/dsclasses.ts in English, content/dsclasses.es.ts in Spanish. */
export type DigitalSkillsContent = typeof DigitalSkillsContentModule;

const Units = styled.ol`
  display: grid;
  gap: ${theme.space.sm};
  max-width: 48rem;
  padding: 0;
  list-style: none;
`;

const Unit = styled.li`
  display: grid;
  grid-template-columns: 8rem 1fr;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};

  ${theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: 0;
  }
`;

const Weeks = styled.strong`
  color: ${theme.colors.primary};
`;

const Host = styled.li`
  padding: ${theme.space.md} ${theme.space.lg};
  border-left: 6px solid ${theme.colors.primary};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  font-weight: ${theme.fontWeights.semibold};
`;

const Invitation = styled.p`
  margin-top: ${theme.space.xl};
  font-size: ${theme.fontSizes.lg};
`;

/** Digital Skills Courses (`/dsclasses`, `/DSClasses`). */
export function DigitalSkillsPage({ content }: { content: DigitalSkillsContent }) {
  const { courses, coursesSectionId, curriculum, dsclassesHero, hosts } = content;
  return (
    <>
      <Hero
        titlePart1={dsclassesHero.titlePart1}
        titlePart2={dsclassesHero.titlePart2}
        description={dsclassesHero.description}
        actions={[{ text: dsclassesHero.viewCourses, onClick: () => scrollToId(coursesSectionId) }]}
      />
      <Section id={coursesSectionId} title={courses.title} intro={courses.intro}>
        <InfoCards cards={courses.items} minColumnWidth="18rem" />
      </Section>
      <Section title={curriculum.title} intro={curriculum.intro} tone="muted">
        <Units>
          {curriculum.units.map((unit) => (
            <Unit key={unit.weeks}>
              <Weeks>{unit.weeks}</Weeks>
              <span>{unit.topic}</span>
            </Unit>
          ))}
        </Units>
      </Section>
      <Section title={hosts.title} intro={hosts.intro}>
        <CardGrid $minColumnWidth="16rem" $gap="md">
          {hosts.partners.map((partner) => (
            <Host key={partner}>{partner}</Host>
          ))}
        </CardGrid>
        <Invitation>{hosts.invitation}</Invitation>
        <CallsToAction actions={[hosts.action]} />
      </Section>
    </>
  );
}
