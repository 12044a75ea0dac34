import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
// From the shared `ui` (this entry point is bundled by the pages that use it; what `ui` shares is not).
import { theme, useHydrated } from 'ui';

export type AccordionItem = {
  /** The header text; also the button's accessible name. */
  title: string;
  content: ReactNode;
};

export type AccordionProps = {
  items: AccordionItem[];
  /** The level of the heading around each header button, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
};

const List = styled.div`
  border-top: 1px solid ${theme.colors.border};
`;

const Item = styled.div`
  border-bottom: 1px solid ${theme.colors.border};
`;

const Header = styled.h3`
  font-size: ${theme.fontSizes.lg};
`;

const HeaderButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  width: 100%;
  min-height: 44px;
  padding: ${theme.space.md} 0;
  border: 0;
  background: none;
  font-weight: inherit;
  line-height: ${theme.lineHeights.tight};
  text-align: left;

  /* A chevron that turns when the panel opens; decoration only, the state is aria-expanded. */
  &::after {
    content: '';
    flex: none;
    width: 0.6em;
    height: 0.6em;
    margin-right: 0.25em;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-25%) rotate(45deg);
    transition: transform 0.3s ease;
  }

  &[aria-expanded='true']::after {
    transform: translateY(25%) rotate(225deg);
  }

  &:hover {
    color: ${theme.colors.primary};
  }
`;

/*
 * Opening and closing slide over 0.3 s (spec): the grid row grows from 0fr to 1fr. `visibility`
 * changes with it, so a closed panel leaves the accessibility tree and the tab order only after it
 * has slid shut. Without motion, both change at once.
 */
const Panel = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-rows: ${({ $open }) => ($open ? '1fr' : '0fr')};
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    grid-template-rows 0.3s ease,
    visibility 0.3s;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const PanelClip = styled.div`
  min-height: 0;
  overflow: hidden;
`;

const PanelBody = styled.div`
  padding-bottom: ${theme.space.lg};
  color: ${theme.colors.muted};

  > * + * {
    margin-top: ${theme.space.sm};
  }
`;

/**
 * A WAI-ARIA accordion (https://www.w3.org/WAI/ARIA/apg/patterns/accordion/): each header is a
 * button inside a heading, with aria-expanded and aria-controls; each panel a region labelled by
 * its header. At most one panel is open: none at first, opening one closes the other, pressing the
 * open one closes it. Up/Down, Home and End move between the headers.
 */
export function Accordion({ items, headingLevel = 3 }: AccordionProps) {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const hydrated = useHydrated();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const targets: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <List>
      {items.map((item, index) => {
        const open = index === openIndex;
        const buttonId = `${baseId}-header-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <Item key={item.title}>
            <Header as={`h${headingLevel}`}>
              <HeaderButton
                ref={(button) => {
                  buttons.current[index] = button;
                }}
                type="button"
                disabled={!hydrated}
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                {item.title}
              </HeaderButton>
            </Header>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} $open={open}>
              <PanelClip>
                <PanelBody>{item.content}</PanelBody>
              </PanelClip>
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
