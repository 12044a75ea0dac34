import { useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { theme, useHydrated, useLocalPath } from 'ui';
import type { NavGroup, NavLinkItem } from '../../content/navigation';
import { LanguageSwitch } from '../LanguageSwitch';
import { Chevron } from './Chevron';

type MobileMenuProps = {
  /** The menu button's text. */
  label: string;
  groups: readonly NavGroup[];
  extraLinks: readonly NavLinkItem[];
  /** Owned by the Nav, which closes the panel on navigation. */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

const panelId = 'mobile-menu';

const Wrapper = styled.div`
  ${theme.media.aboveMobile} {
    display: none;
  }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  padding: 0 ${theme.space.sm};
  border: 0;
  background: none;
  color: inherit;
  font-weight: ${theme.fontWeights.semibold};
`;

/* Below the bar, across the full width, scrolling on its own when taller than the screen. */
const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100vh - ${theme.layout.navHeight});
  overflow-y: auto;
  padding: ${theme.space.sm} ${theme.layout.containerPadding} ${theme.space.xl};
  background: ${theme.colors.black};
  border-top: 1px solid rgba(255, 255, 255, 0.15);
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const GroupButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 48px;
  padding: 0;
  border: 0;
  border-bottom: 1px solid rgba(255, 255, 255, 0.15);
  background: none;
  color: inherit;
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.semibold};
  text-align: left;
`;

const SubList = styled(List)`
  padding: ${theme.space.xs} 0 ${theme.space.sm} ${theme.space.md};
`;

const PanelLink = styled(NavLink)<{ $strong?: boolean }>`
  display: flex;
  align-items: center;
  min-height: 44px;
  text-decoration: none;
  font-size: ${({ $strong }) => ($strong ? theme.fontSizes.lg : theme.fontSizes.md)};
  font-weight: ${({ $strong }) => ($strong ? theme.fontWeights.semibold : theme.fontWeights.regular)};

  &[aria-current='page'] {
    color: ${theme.colors.accent};
  }
`;

const PanelLanguageSwitch = styled(LanguageSwitch)`
  padding: 0;
  font-size: ${theme.fontSizes.lg};
`;

function HamburgerIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={isOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The narrow-screen menu: a button opening a panel whose groups expand on click. */
export function MobileMenu({ label, groups, extraLinks, isOpen, onOpenChange }: MobileMenuProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const localPath = useLocalPath();
  const [expandedGroupIds, setExpandedGroupIds] = useState<ReadonlySet<string>>(new Set());

  const toggleGroup = (groupId: string) =>
    setExpandedGroupIds((current) => {
      const next = new Set(current);
      if (!next.delete(groupId)) next.add(groupId);
      return next;
    });

  const closePanel = () => onOpenChange(false);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    closePanel();
    buttonRef.current?.focus();
  };

  return (
    <Wrapper onKeyDown={handleKeyDown}>
      <MenuButton
        ref={buttonRef}
        type="button"
        disabled={!hydrated}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => onOpenChange(!isOpen)}
      >
        <HamburgerIcon isOpen={isOpen} />
        {label}
      </MenuButton>
      {/* Its content exists only while open, as the desktop dropdowns' (DesktopMenu). */}
      <Panel id={panelId} hidden={!isOpen}>
        {isOpen && (
          <List>
            {groups.map((group) => {
              const isExpanded = expandedGroupIds.has(group.id);
              const subListId = `${panelId}-${group.id}`;
              return (
                <li key={group.id}>
                  <GroupButton
                    type="button"
                    aria-expanded={isExpanded}
                    aria-controls={subListId}
                    onClick={() => toggleGroup(group.id)}
                  >
                    {group.label}
                    <Chevron />
                  </GroupButton>
                  <SubList id={subListId} hidden={!isExpanded}>
                    {isExpanded &&
                      group.links.map((link) => (
                        <li key={link.path}>
                          <PanelLink to={localPath(link.path)} onClick={closePanel}>
                            {link.label}
                          </PanelLink>
                        </li>
                      ))}
                  </SubList>
                </li>
              );
            })}
            {extraLinks.map((link) => (
              <li key={link.path}>
                <PanelLink to={localPath(link.path)} onClick={closePanel} $strong>
                  {link.label}
                </PanelLink>
              </li>
            ))}
            <li>
              <PanelLanguageSwitch />
            </li>
          </List>
        )}
      </Panel>
    </Wrapper>
  );
}
