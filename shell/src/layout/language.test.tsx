// The layout in the page's language, the language switch and the offer to read in Spanish.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationProbe, mockMatchMedia } from 'ui/testing';
import { renderInShellLoaded } from '../testing';
import { SiteLayout } from '.';

function renderLayoutAt(route: string) {
  return renderInShellLoaded(
    <SiteLayout sessionPage={false}>
      <h1>Page</h1>
      <LocationProbe />
    </SiteLayout>,
    { route },
  );
}

/** The browser's language preferences, as `navigator.languages` gives them. */
function preferLanguages(languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

function clearCookies() {
  for (const cookie of document.cookie.split('; ').filter(Boolean)) document.cookie = `${cookie.split('=')[0]}=; path=/; max-age=0`;
}

beforeEach(() => {
  clearCookies();
  mockMatchMedia(true);
});
afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the layout on a Spanish page', () => {
  it('names its nav, links and notices in Spanish and links the Spanish pages', async () => {
    await renderLayoutAt('/es/about');
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Inicio de Digital Harbor' })).toHaveAttribute('href', '/es');
    expect(within(nav).getByRole('link', { name: 'Donar' })).toHaveAttribute('href', '/es/support');
    expect(within(nav).getAllByRole('link', { name: 'Portal' })[0]).toHaveAttribute('href', '/es/auth');
    expect(within(nav).getByRole('button', { name: 'Quiénes somos' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Menú' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toHaveAttribute('href', '#main-content');
  });

  it('has a Spanish footer whose links go to the Spanish pages', async () => {
    await renderLayoutAt('/es/about');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveAttribute('lang', 'es');
    for (const title of ['Programas', 'Quiénes somos', 'Participe', 'Contacto']) {
      expect(within(footer).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: 'Reciclaje de electrónicos' })).toHaveAttribute('href', '/es/ewastedropoff');
    expect(within(footer).getByRole('link', { name: 'Comuníquese con nosotros' })).toHaveAttribute('href', '/es/contact');
    const legal = within(footer).getByRole('list', { name: 'Información legal' });
    expect(within(legal).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/es/privacy');
    expect(within(footer).getByRole('list', { name: 'Redes sociales' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Digital Harbor en Facebook (se abre en una pestaña nueva)' })).toHaveAttribute('target', '_blank');
    expect(within(footer).getByText('© 2025 Digital Harbor. Todos los derechos reservados.')).toBeInTheDocument();
  });
});

describe('the language switch', () => {
  it('on an English page, links the same page in Spanish with its query, named in Spanish and saying what it does', async () => {
    await renderLayoutAt('/about?ref=flyer#history');
    const toSpanish = screen.getByRole('link', { name: 'Español: ver esta página en español' });
    expect(toSpanish).toHaveTextContent('Español');
    expect(toSpanish).toHaveAttribute('lang', 'es');
    expect(toSpanish).toHaveAttribute('hreflang', 'es');
    expect(toSpanish).toHaveAttribute('href', '/es/about?ref=flyer');
  });

  it('on a Spanish page, links the English page; the home page is /', async () => {
    await renderLayoutAt('/es');
    const toEnglish = screen.getByRole('link', { name: 'English: read this page in English' });
    expect(toEnglish).toHaveAttribute('lang', 'en');
    expect(toEnglish).toHaveAttribute('hreflang', 'en');
    expect(toEnglish).toHaveAttribute('href', '/');
  });

  it("keeps the address's fragment current once the page runs", async () => {
    window.history.replaceState(null, '', '/about#history');
    await renderLayoutAt('/about');
    const toSpanish = screen.getByRole('link', { name: 'Español: ver esta página en español' });
    expect(toSpanish).toHaveAttribute('href', '/es/about#history');
    act(() => {
      window.history.replaceState(null, '', '/about#team');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(toSpanish).toHaveAttribute('href', '/es/about#team');
  });

  it('is in the mobile menu too', async () => {
    const user = userEvent.setup();
    await renderLayoutAt('/es/donate');
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    const panel = document.getElementById('mobile-menu')!;
    expect(within(panel).getByRole('link', { name: 'English: read this page in English' })).toHaveAttribute('href', '/donate');
  });

  it('remembers the choice for a year, for the next visit to /', async () => {
    const user = userEvent.setup();
    await renderLayoutAt('/about');
    const toSpanish = screen.getByRole('link', { name: 'Español: ver esta página en español' });
    // jsdom does not follow links: the click's own work is what is seen here.
    toSpanish.addEventListener('click', (event) => event.preventDefault());
    await user.click(toSpanish);
    expect(document.cookie).toContain('site_locale=es');
  });
});

describe('the offer to read in Spanish', () => {
  const offer = () => screen.queryByRole('complementary', { name: 'Leer en español' });

  it('shows on an English page to a browser that prefers Spanish, linking the Spanish page, without moving', async () => {
    preferLanguages(['es-US', 'es', 'en']);
    await renderLayoutAt('/donate?from=mail');
    const shown = await screen.findByRole('complementary', { name: 'Leer en español' });
    expect(shown).toHaveAttribute('lang', 'es');
    expect(within(shown).getByText(/¿Prefiere leer en español\?/)).toBeInTheDocument();
    expect(within(shown).getByRole('link', { name: 'Ver esta página en español' })).toHaveAttribute('href', '/es/donate?from=mail');
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/donate');
  });

  it('closes for good: it never shows again once closed', async () => {
    preferLanguages(['es-MX', 'en']);
    const user = userEvent.setup();
    const { unmount } = await renderLayoutAt('/donate');
    await user.click(await screen.findByRole('button', { name: 'Cerrar' }));
    expect(offer()).toBeNull();
    expect(screen.getByRole('main')).toHaveFocus();
    unmount();

    await renderLayoutAt('/about');
    await act(async () => undefined);
    expect(offer()).toBeNull();
  });

  it('does not show on a Spanish page, to a visitor who chose English, or to a browser that prefers English', async () => {
    preferLanguages(['es-US']);
    const { unmount } = await renderLayoutAt('/es/donate');
    await act(async () => undefined);
    expect(offer()).toBeNull();
    unmount();

    document.cookie = 'site_locale=en; path=/';
    const second = await renderLayoutAt('/donate');
    await act(async () => undefined);
    expect(offer()).toBeNull();
    second.unmount();

    clearCookies();
    preferLanguages(['en-US', 'es']);
    await renderLayoutAt('/donate');
    await act(async () => undefined);
    expect(offer()).toBeNull();
  });
});
