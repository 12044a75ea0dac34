import styled from 'styled-components';

export type QuoteProps = { quote: string; name: string; role: string };

const Figure = styled.figure`
  max-width: 48rem;
  margin-inline: auto;
  text-align: center;
`;

const Text = styled.blockquote`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.45;

  &::before {
    content: '\\201C';
    display: block;
    height: 0.6em;
    font-size: 4em;
    line-height: 1;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Caption = styled.figcaption`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.mutedOnDark};
`;

const Name = styled.strong`
  display: block;
  color: ${({ theme }) => theme.colors.textOnDark};
`;

/** A person's words and who said them, for a dark section. */
export function Quote({ quote, name, role }: QuoteProps) {
  return (
    <Figure>
      <Text>
        <p>{quote}</p>
      </Text>
      <Caption>
        <Name>{name}</Name>
        {role}
      </Caption>
    </Figure>
  );
}
