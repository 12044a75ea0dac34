import styled from 'styled-components';
import { theme } from 'ui';

/** Typography for Markdown rendered at build time (headings, lists, tables, quotes, images). */
export const Prose = styled.div`
  display: grid;
  gap: ${theme.space.md};
  font-size: 1.0625rem;
  line-height: ${theme.lineHeights.body};

  h2 {
    margin-top: ${theme.space.lg};
    font-size: ${theme.fontSizes.xl};
    line-height: ${theme.lineHeights.tight};
    scroll-margin-top: ${theme.layout.navHeight};
  }

  h3 {
    font-size: ${theme.fontSizes.lg};
  }

  ul,
  ol {
    display: grid;
    gap: ${theme.space.sm};
    padding-left: ${theme.space.lg};
  }

  a {
    color: ${theme.colors.primary};
  }

  blockquote {
    padding: ${theme.space.md} ${theme.space.lg};
    border-left: 4px solid ${theme.colors.primary};
    background: ${theme.colors.surface};
    font-style: italic;
  }

  img {
    max-width: 100%;
    height: auto;
  }

  table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    background: ${theme.colors.surface};
  }

  code {
    padding: 0 ${theme.space.xs};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surface};
  }
`;

/** HTML the build rendered from Markdown and sanitised (src/publishing/markdown.ts): set as is. */
export function ArticleBody({ html }: { html: string }) {
  return <Prose dangerouslySetInnerHTML={{ __html: html }} />;
}
