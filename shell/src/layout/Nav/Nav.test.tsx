import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { LocationProbe } from 'ui/testing';
import { renderInShell } from '../../testing';
import { Nav } from './Nav';

function NavigateButton({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      Navigate elsewhere
    </button>
  );
}

function renderNav() {
  const user = userEvent.setup();
  renderInShell(
    <>
      <Nav />
      <NavigateButton to="/team" />
      <LocationProbe />
    </>,
  );
  return user;
}

const groupButton = (name: string) => screen.getByRole('button', { name });

describe('Nav', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('links the logo home and shows the portal and donate links', () => {
    renderNav();

    expect(screen.getByRole('link', { name: 'Digital Harbor home' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link', { name: 'Portal' })[0]).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/support');
  });

  it('opens a dropdown on hover and closes it when the pointer leaves', async () => {
    const user = renderNav();
    const programs = groupButton('Programs');
    expect(programs).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Digital Skills' })).not.toBeInTheDocument();

    await user.hover(programs);
    expect(programs).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(programs.getAttribute('aria-controls') ?? '');
    expect(menu).toBeVisible();
    expect(within(menu as HTMLElement).getByRole('link', { name: 'Digital Skills' })).toHaveAttribute('href', '/dsclasses');

    // A click right after the hover keeps the menu open.
    await user.click(programs);
    expect(programs).toHaveAttribute('aria-expanded', 'true');

    await user.unhover(programs);
    expect(programs).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles with Enter and Space, and Escape closes it and returns focus to the button', async () => {
    const user = renderNav();
    const about = groupButton('About Us');

    about.focus();
    await user.keyboard('{Enter}');
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(about).toHaveAttribute('aria-expanded', 'true');

    await user.tab();
    expect(screen.getByRole('link', { name: 'Mission & History' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(about).toHaveFocus();
  });

  it('keeps only one dropdown open and closes it when focus leaves the group', async () => {
    const user = renderNav();

    await user.click(groupButton('Programs'));
    await user.click(groupButton('Get Involved'));
    expect(groupButton('Programs')).toHaveAttribute('aria-expanded', 'false');
    expect(groupButton('Get Involved')).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Navigate elsewhere' }));
    expect(groupButton('Get Involved')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the dropdown when a link in it is followed', async () => {
    const user = renderNav();

    await user.click(groupButton('Get Involved'));
    // By keyboard: jsdom has no layout, so a simulated pointer moving onto the link would leave the group first.
    screen.getByRole('link', { name: 'Volunteer' }).focus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/volunteer');
    expect(groupButton('Get Involved')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the dropdown on any route change', async () => {
    renderNav();
    const programs = groupButton('Programs');
    programs.focus();
    fireEvent.click(programs);
    expect(programs).toHaveAttribute('aria-expanded', 'true');

    // Navigation from elsewhere (code, back button) while the menu stays focused.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Navigate elsewhere' }));
    });
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/team');
    expect(programs).toHaveAttribute('aria-expanded', 'false');
  });

  it('turns opaque only after scrolling past 750px', () => {
    renderNav();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');

    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 750, configurable: true });
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');

    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 751, configurable: true });
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');

    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  describe('mobile menu', () => {
    it('opens the panel, expands groups and closes on navigation', async () => {
      const user = renderNav();
      const menuButton = screen.getByRole('button', { name: 'Menu' });
      const panel = document.getElementById(menuButton.getAttribute('aria-controls') ?? '') as HTMLElement;
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      expect(panel).not.toBeVisible();

      await user.click(menuButton);
      expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      expect(panel).toBeVisible();
      expect(screen.getByRole('banner')).toHaveAttribute('data-menu-open', 'true');

      const getInvolved = within(panel).getByRole('button', { name: 'Get Involved' });
      expect(getInvolved).toHaveAttribute('aria-expanded', 'false');
      expect(within(panel).queryByRole('link', { name: 'Partner' })).not.toBeInTheDocument();

      await user.click(getInvolved);
      expect(getInvolved).toHaveAttribute('aria-expanded', 'true');
      await user.click(within(panel).getByRole('link', { name: 'Partner' }));

      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/partner');
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      expect(panel).not.toBeVisible();
    });

    it('closes with Escape and returns focus to the menu button', async () => {
      const user = renderNav();
      const menuButton = screen.getByRole('button', { name: 'Menu' });

      await user.click(menuButton);
      await user.tab();
      await user.keyboard('{Escape}');

      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      expect(menuButton).toHaveFocus();
    });
  });
});
