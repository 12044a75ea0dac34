import { act } from 'react';
import { screen } from '@testing-library/react';
import { offProviders, setPageProviders } from 'composition-contract/providers-testing';
import { renderInShell } from '../testing';
import { HelpDesk } from './HelpDesk';

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('HelpDesk', () => {
  it('adds the widget script and shows nothing of its own while the widget works', () => {
    renderInShell(<HelpDesk sessionPage={false} />);
    expect(document.querySelectorAll('script#help-desk-widget')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Help' })).not.toBeInTheDocument();
  });

  it('offers a plain Help link to the contact page when the provider cannot be reached', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderInShell(<HelpDesk sessionPage={false} />);
    act(() => {
      document.querySelector('script#help-desk-widget')?.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/contact');
  });

  it('without a help desk set up, loads nothing and offers the plain Help link', () => {
    setPageProviders(offProviders);
    renderInShell(<HelpDesk sessionPage={false} />);
    expect(document.querySelector('script#help-desk-widget')).toBeNull();
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/contact');
  });

  it('loads no widget on a page that holds a session, and offers the plain Help link', () => {
    renderInShell(<HelpDesk sessionPage />);
    expect(document.querySelectorAll('script#help-desk-widget')).toHaveLength(0);
    // No script that runs: the page's provider configuration (site-providers) is a JSON data block.
    expect(document.querySelectorAll('script:not([type="application/json"])')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/contact');
  });
});
