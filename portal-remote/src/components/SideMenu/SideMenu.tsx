import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { usePortalContent } from '../../content/PortalContent';
import { signOut } from '../../session/signOut';
import { theme, useHydrated, useLocalPath } from 'ui';

const Nav = styled.nav`
  padding: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
`;

const List = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  padding: 0;
  list-style: none;
`;

const itemStyles = `
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 0;
  border-radius: 8px;
  text-align: left;
  text-decoration: none;
  font-weight: 600;
`;

const MenuLink = styled(Link)`
  ${itemStyles}
  background: ${theme.colors.surface};
  color: ${theme.colors.text};

  &:hover {
    background: ${theme.colors.border};
  }

  /* The active item is green (spec §2). */
  &[aria-current='page'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`;

const SignOut = styled.button`
  ${itemStyles}
  margin-top: ${theme.space.sm};
  background: transparent;
  color: ${theme.colors.muted};
  text-decoration: underline;

  /* Drawn before the page's code (its first view): it works once the code has arrived. */
  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`;

export type SideMenuProps = {
  recordId: string;
  /** which portal view the second item opens */
  view: 'applicant' | 'donor';
  current: 'champion' | 'records';
};

/** The portal's side menu: the profile, the applications or donations, and sign-out. */
export function SideMenu({ recordId, view, current }: SideMenuProps) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const localPath = useLocalPath();
  const sideMenuText = usePortalContent().portal.sideMenu;
  const search = `?${new URLSearchParams({ recordId }).toString()}`;
  const items = [
    { key: 'champion', text: sideMenuText.champion, to: `${localPath('/champions')}${search}` },
    { key: 'records', text: view === 'donor' ? sideMenuText.donations : sideMenuText.applications, to: `${localPath('/portal')}${search}` },
  ] as const;

  function handleSignOut() {
    // The sign-in screen says whether the server confirmed it.
    signOut();
    navigate(localPath('/auth'));
  }

  return (
    <Nav aria-label={sideMenuText.label}>
      <List>
        {items.map((item) => (
          <li key={item.key}>
            <MenuLink to={item.to} aria-current={item.key === current ? 'page' : undefined}>
              {item.text}
            </MenuLink>
          </li>
        ))}
      </List>
      <SignOut type="button" onClick={handleSignOut} disabled={!hydrated}>
        {sideMenuText.signOut}
      </SignOut>
    </Nav>
  );
}
