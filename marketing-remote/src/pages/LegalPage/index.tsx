import styled from 'styled-components';
import { Hero, Section, StaticContent, theme } from 'ui';
import { legalPages } from '../../content/legal/generated/legalPages';
import { formatDate } from '../../utils/formatDate';
import { Prose } from '../BlogPost/ArticleBody';

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  max-width: 48rem;
  margin: 0 auto;
`;

const Contents = styled.nav`
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};

  h2 {
    font-size: ${theme.fontSizes.lg};
    margin-bottom: ${theme.space.sm};
  }

  ol {
    display: grid;
    gap: ${theme.space.xs};
    padding-left: ${theme.space.lg};
  }

  a {
    color: ${theme.colors.primary};
  }
`;

export type LegalPageName = keyof typeof legalPages;

/** The privacy policy or the terms of service: effective date, a table of contents, the text. */
export default function LegalPage({ name }: { name: LegalPageName }) {
  const page = legalPages[name];
  return (
    <>
      <Hero
        titlePart1={page.title}
        background="dark"
        description={
          <>
            Effective <time dateTime={page.effective}>{formatDate(page.effective)}</time>
          </>
        }
      />
      <Section>
        <Layout>
            <Contents aria-labelledby={`${name}-contents`}>
              <h2 id={`${name}-contents`}>Contents</h2>
              <ol>
                {page.headings.map((heading) => (
                  <li key={heading.id}>
                    <a href={`#${heading.id}`}>{heading.text}</a>
                  </li>
                ))}
              </ol>
            </Contents>
            {/* Only the text is kept as served: the contents' links are the browser's own (jumps in the page). */}
            <StaticContent>
              <Prose dangerouslySetInnerHTML={{ __html: page.html }} />
            </StaticContent>
          </Layout>
      </Section>
    </>
  );
}
