import styled from 'styled-components';
import { theme } from 'ui';

const List = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  max-width: 48rem;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  position: relative;
  padding-left: 2.25rem;
  font-size: ${theme.fontSizes.lg};

  /* A drawn tick: decoration only, the list itself says these are items. */
  &::before {
    content: '';
    position: absolute;
    top: 0.35em;
    left: 0.35rem;
    width: 0.5rem;
    height: 0.95rem;
    border: solid ${theme.colors.primary};
    border-width: 0 3px 3px 0;
    transform: rotate(45deg);
  }
`;

/** A bulleted list of short statements, each marked with a tick. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <List>
      {items.map((item) => (
        <Item key={item}>{item}</Item>
      ))}
    </List>
  );
}
