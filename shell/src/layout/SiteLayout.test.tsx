import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteLayout } from '.';
import { renderInShell } from '../testing';

describe('SiteLayout', () => {
  it('renders skip link, nav, main and footer landmarks in order', () => {
    renderInShell(
      <SiteLayout sessionPage={false}>
        <h1>Page</h1>
      </SiteLayout>,
    );

    const banner = screen.getByRole('banner');
    const main = screen.getByRole('main');
    const footer = screen.getByRole('contentinfo');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Page' }));
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('makes the skip link the first Tab stop and moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderInShell(
      <SiteLayout sessionPage={false}>
        <p>Content</p>
      </SiteLayout>,
    );

    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();
    expect(skipLink).toHaveAttribute('href', '#main-content');

    await user.click(skipLink);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
