import styled from 'styled-components';
import { Hero, Section, theme, useLocale } from 'ui';
import { formatDate } from 'ui/format';
import type { legalTexts } from '../../content/legal/legalTexts';
import type { LegalPage } from '../../content/legal/types';
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

export type LegalPageName = 'privacy' | 'terms';

/** A language's legal pages (generated from the Markdown) and the words around them. */
export type LegalContent = { pages: Record<LegalPageName, LegalPage>; texts: typeof legalTexts };

/** The privacy policy or the terms of service: effective date, a table of contents, the text. */
export function LegalPageView({ name, content }: { name: LegalPageName; content: LegalContent }) {
  const page = content.pages[name];
  const { texts } = content;
  const locale = useLocale();
  return (
    <>
      <Hero
        titlePart1={page.title}
        background="dark"
        description={
          <>
            {texts.effective} <time dateTime={page.effective}>{formatDate(page.effective, locale)}</time>
          </>
        }
      />
      <Section>
        <Layout>
            <Contents aria-labelledby={`${name}-contents`}>
              <h2 id={`${name}-contents`}>{texts.contents}</h2>
              <ol>
                {page.headings.map((heading) => (
                  <li key={heading.id}>
                    <a href={`#${heading.id}`}>{heading.text}</a>
                  </li>
                ))}
              </ol>
            </Contents>
            <Prose dangerouslySetInnerHTML={{ __html: page.html }} />
          </Layout>
      </Section>
    </>
  );
}
