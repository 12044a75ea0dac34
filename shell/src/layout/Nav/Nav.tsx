import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Container, Logo, navBackdropSelector, theme, useLocale, useLocalPath } from 'ui';
import { useChrome } from '../chrome';
import { LanguageSwitch } from '../LanguageSwitch';
import { DesktopMenu } from './DesktopMenu';
import { MobileMenu } from './MobileMenu';
import { useScrolledPast } from './useScrolledPast';

/** The spec's scroll depth after which the nav turns opaque. */
const OPAQUE_AFTER_SCROLL_PX = 750;

const Header = styled.header`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${theme.zIndices.nav};
  height: ${theme.layout.navHeight};
  color: ${theme.colors.textOnDark};
  background: transparent;
  transition: background-color 0.3s ease;

  &[data-scrolled='true'] {
    background: ${theme.colors.black};
  }

  ${theme.media.mobile} {
    &[data-menu-open='true'] {
      background: ${theme.colors.black};
    }
  }

  /* A page that does not start with a dark block would leave white text on white. Kept in its
     own rule: a browser without :has() drops just this one. */
  &:not(:has(~ main ${navBackdropSelector})) {
    background: ${theme.colors.black};
  }

  /* Without JavaScript nothing marks the page as scrolled: stay opaque, or white links would sit
     on whatever light content scrolls under the bar. */
  @media (scripting: none) {
    background: ${theme.colors.black};
  }
`;

const Bar = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  height: 100%;
`;

const MainNav = styled.nav`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${theme.space.sm};
  height: 100%;
`;

const LogoLink = styled(Link)`
  flex: none;
  margin-right: auto;
  border-radius: ${theme.radii.sm};
`;

const NavLogo = styled(Logo)`
  display: block;
  width: 200px;
  height: 40px;

  /* Only the mark shows (the logo keeps its left 40px) where the wordmark would push the last
     control off the screen: phones narrower than ~450px (Donate and Menu beside it) and the
     narrow desktop layout up to ~900px (the three menus, Portal and Donate). Each width keeps
     ~30px to spare for wider fonts. */
  @media (max-width: 479px), (min-width: ${theme.breakpoints.mobile + 1}px) and (max-width: 959px) {
    width: 40px;
  }
`;

/* On a phone the switch is in the menu's panel. */
const NavLanguageSwitch = styled(LanguageSwitch)`
  ${theme.media.mobile} {
    display: none;
  }
`;

const PortalLink = styled(NavLink)`
  padding: ${theme.space.sm};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${theme.colors.accent};
  }

  ${theme.media.mobile} {
    display: none;
  }
`;

/**
 * The fixed top navigation: transparent over the hero, opaque once the page is scrolled. Its
 * language is the page's (an appeal letter at a Spanish address is in English, its nav in Spanish).
 */
export function Nav() {
  const { navigation } = useChrome();
  const locale = useLocale();
  const localPath = useLocalPath();
  const { pathname } = useLocation();
  const isScrolled = useScrolledPast(OPAQUE_AFTER_SCROLL_PX);
  const [openGroupId, setOpenGroupId] = useState<string | null>(null);
  const [isMobileMenuOpen, setMobileMenuOpen] = useState(false);

  // A new page closes every menu, however the navigation happened (link, back button, code).
  useEffect(() => {
    setOpenGroupId(null);
    setMobileMenuOpen(false);
  }, [pathname]);

  return (
    <Header lang={locale} data-scrolled={isScrolled} data-menu-open={isMobileMenuOpen}>
      <Bar>
        <MainNav aria-label={navigation.label}>
          <LogoLink to={localPath('/')}>
            <NavLogo label={navigation.homeLabel} />
          </LogoLink>
          <DesktopMenu groups={navigation.groups} openGroupId={openGroupId} onOpenGroupChange={setOpenGroupId} />
          <PortalLink to={localPath(navigation.portal.path)}>{navigation.portal.label}</PortalLink>
          <NavLanguageSwitch />
          <ButtonLink to={localPath(navigation.donate.path)}>{navigation.donate.label}</ButtonLink>
          <MobileMenu
            label={navigation.menu}
            groups={navigation.groups}
            extraLinks={[navigation.portal]}
            isOpen={isMobileMenuOpen}
            onOpenChange={setMobileMenuOpen}
          />
        </MainNav>
      </Bar>
    </Header>
  );
}
