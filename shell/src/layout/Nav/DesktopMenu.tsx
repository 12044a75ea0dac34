import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { theme, useHydrated, useLocalPath } from 'ui';
import type { NavGroup } from '../../content/navigation';
import { Chevron } from './Chevron';

type DesktopMenuProps = {
  groups: readonly NavGroup[];
  /** The id of the open group; the Nav closes it on navigation. */
  openGroupId: string | null;
  onOpenGroupChange: (groupId: string | null) => void;
};

const GroupList = styled.ul`
  display: flex;
  align-self: stretch;
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.mobile} {
    display: none;
  }
`;

/* Stretches to the nav's full height, so the pointer never leaves it on the way to the menu. */
const GroupItem = styled.li`
  position: relative;
  display: flex;
  align-items: center;
`;

const GroupButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  height: 44px;
  padding: 0 ${theme.space.md};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: none;
  color: inherit;
  font-weight: ${theme.fontWeights.semibold};
  white-space: nowrap;

  &:hover,
  &[aria-expanded='true'] {
    color: ${theme.colors.accent};
  }

  /* Up to where the bar has room to spare, closer: it also holds the language switch. */
  @media (max-width: 1099px) {
    padding: 0 ${theme.space.sm};
  }
`;

const Dropdown = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  min-width: 14rem;
  margin: 0;
  padding: ${theme.space.sm} 0;
  list-style: none;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.white};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.card};
`;

const DropdownLink = styled(NavLink)`
  display: block;
  padding: ${theme.space.sm} ${theme.space.lg};
  text-decoration: none;

  &:hover {
    background: ${theme.colors.surface};
  }

  &[aria-current='page'] {
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.bold};
  }
`;

/** The wide-screen groups: each opens on hover and is a disclosure button for keyboards and touch. */
export function DesktopMenu({ groups, openGroupId, onOpenGroupChange }: DesktopMenuProps) {
  return (
    <GroupList>
      {groups.map((group) => (
        <DropdownGroup
          key={group.id}
          group={group}
          isOpen={openGroupId === group.id}
          onOpen={() => onOpenGroupChange(group.id)}
          onClose={() => onOpenGroupChange(null)}
        />
      ))}
    </GroupList>
  );
}

type DropdownGroupProps = { group: NavGroup; isOpen: boolean; onOpen: () => void; onClose: () => void };

function DropdownGroup({ group, isOpen, onOpen, onClose }: DropdownGroupProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const localPath = useLocalPath();
  // A mouse click right after hovering must not close the menu the hover just opened.
  const openedByHover = useRef(false);
  const menuId = `nav-menu-${group.id}`;

  const handlePointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    openedByHover.current = true;
    onOpen();
  };

  const handlePointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !isOpen) return;
    openedByHover.current = false;
    onClose();
  };

  const handleButtonClick = () => {
    if (isOpen && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    if (isOpen) onClose();
    else onOpen();
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.stopPropagation();
    onClose();
    buttonRef.current?.focus();
  };

  return (
    <GroupItem
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
      onKeyDown={handleKeyDown}
      onBlur={(event) => {
        // Tabbing (or clicking) out of the group closes it.
        if (isOpen && !event.currentTarget.contains(event.relatedTarget)) onClose();
      }}
    >
      <GroupButton ref={buttonRef} type="button" disabled={!hydrated} aria-expanded={isOpen} aria-controls={menuId} onClick={handleButtonClick}>
        {group.label}
        <Chevron />
      </GroupButton>
      {/* Its links exist only while open (the footer lists them all): kept hidden in the page, every
          load would hydrate them for nothing, as the button is inactive until the code has run. */}
      <Dropdown id={menuId} hidden={!isOpen}>
        {isOpen &&
          group.links.map((link) => (
            <li key={link.path}>
              <DropdownLink to={localPath(link.path)} onClick={onClose}>
                {link.label}
              </DropdownLink>
            </li>
          ))}
      </Dropdown>
    </GroupItem>
  );
}
