import { setImmediate } from 'node:timers';
import { within } from '@testing-library/react';
import { controlsThatNeedCode } from 'ui/testing';
import { renderShellPage } from './renderShellPage';

const remotes = [
  { name: 'marketing', entry: 'http://localhost:3001/remoteEntry.js', paths: ['/', '/about', '/es', '/es/about'] },
  { name: 'portal', entry: 'http://localhost:3003/remoteEntry.js', paths: ['/auth', '/portal'] },
];

// React's server renderer schedules its work with setImmediate, which jsdom does not have.
globalThis.setImmediate ??= setImmediate;

async function rendered(pathname: string, search?: string) {
  const page = await renderShellPage({ pathname, search, remotes, page: 'slot' });
  const container = document.createElement('div');
  container.innerHTML = page.html;
  // In the document, as in a page: accessible names may refer to other elements by id.
  document.body.replaceChildren(container);
  return { container, chrome: page.chrome };
}

describe("the shell's server-rendered layout", () => {
  it.each(['/', '/auth', '/portal', '/no-such-page', '/es/about', '/es/no-existe'])('%s: every control works before the code (links) or is visibly inactive', async (pathname) => {
    const { container } = await rendered(pathname);
    expect(container.querySelectorAll('button').length).toBeGreaterThan(0);
    expect(controlsThatNeedCode(container)).toEqual([]);
  });

  it("is in the address's language, and gives its texts for the page's site data", async () => {
    const spanish = await rendered('/es/about');
    expect(within(spanish.container).getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(spanish.chrome.notices.skipLink).toBe('Saltar al contenido principal');
    const english = await rendered('/about');
    expect(within(english.container).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(english.chrome.languageOffer).toBeDefined();
  });

  it('renders the Spanish not-found page under /es', async () => {
    const { container } = await rendered('/es/no-existe');
    expect(within(container).getByRole('heading', { level: 1, name: '404 Página no encontrada' })).toBeInTheDocument();
  });

  it('links the page in the other language before any code runs', async () => {
    const { container } = await rendered('/about', '');
    const toSpanish = within(container).getByRole('link', { name: 'Español: ver esta página en español' });
    expect(toSpanish).toHaveAttribute('href', '/es/about');
    expect(toSpanish).toHaveAttribute('hreflang', 'es');
  });

  it("never writes the address's query (it may be the visitor's): the switch waits, visibly inactive, for the code to carry it", async () => {
    const { container } = await rendered('/portal', '?recordId=57');
    expect(container.innerHTML).not.toContain('57');
    const toSpanish = within(container).getByLabelText('Español: ver esta página en español');
    expect(toSpanish).not.toHaveAttribute('href');
    expect(toSpanish).toHaveAttribute('aria-disabled', 'true');
  });
});
