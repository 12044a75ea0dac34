import styled from 'styled-components';
import { theme } from 'ui';

export type QuoteProps = {
  quote: string;
  /** who said it, in bold above `role`; omitted when `role` already says it all */
  name?: string;
  role: string;
  align?: 'center' | 'start';
};

const Figure = styled.figure<{ $align: 'center' | 'start' }>`
  max-width: 48rem;
  margin-inline: ${({ $align }) => ($align === 'center' ? 'auto' : '0')};
  text-align: ${({ $align }) => $align};
`;

const Text = styled.blockquote`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
  line-height: 1.45;

  &::before {
    content: '\\201C';
    display: block;
    height: 0.6em;
    font-size: 4em;
    line-height: 1;
    color: ${theme.colors.accent};
  }
`;

const Caption = styled.figcaption`
  margin-top: ${theme.space.md};
  color: ${theme.colors.mutedOnDark};
`;

const Name = styled.strong`
  display: block;
  color: ${theme.colors.textOnDark};
`;

/** A person's words and who said them, for a dark section. */
export function Quote({ quote, name, role, align = 'center' }: QuoteProps) {
  return (
    <Figure $align={align}>
      <Text>
        <p>{quote}</p>
      </Text>
      <Caption>
        {name && <Name>{name}</Name>}
        {role}
      </Caption>
    </Figure>
  );
}
