import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from 'ui/testing';
import BlogPostEs from './BlogPost/es';
import DonateEs from './Donate/es';
import HomeEs from './Home/es';
import LegalPageEs from './LegalPage/es';

/** Every link inside the site on the page goes to a Spanish page (external addresses and in-page jumps aside). */
function expectInternalLinksInSpanish() {
  const internal = screen
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'));
  expect(internal.length).toBeGreaterThan(0);
  expect(internal.filter((href) => href !== '/es' && !href.startsWith('/es/'))).toEqual([]);
}

describe('the Spanish pages', () => {
  it('home: the hero, the figure and the ways to help in Spanish, linking to Spanish pages', () => {
    renderInSite(<HomeEs />, { route: '/es' });

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Transforme una vida con la tecnología');
    expect(screen.getByText('de horas de conexión brindadas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Done equipos electrónicos' })).toHaveAttribute('href', '/es/donate');
    expect(screen.getByRole('region', { name: 'Sea parte del cambio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pausar la animación de logotipos' })).toBeInTheDocument();
    expectInternalLinksInSpanish();
  });

  it('donate: the steps, the form with its Spanish link and privacy note, and Donate Now scrolling to it', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderInSite(<DonateEs />, { route: '/es/donate' });

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Done su computadora');
    expect(screen.getByText(/¿Va a donar 10 equipos o más\? Los recogemos gratis/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done ahora' }));
    const formSection = screen.getByRole('region', { name: 'Formulario de donación de equipos electrónicos' });
    expect(formSection).toHaveFocus();
    expect(within(formSection).getByRole('link', { name: 'Abrir el formulario en una pestaña nueva' })).toBeInTheDocument();
    expect(within(formSection).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/es/privacy');
    expect(screen.getByRole('link', { name: 'Vea los lugares de entrega' })).toHaveAttribute('href', '/es/ewastedropoff');
    expectInternalLinksInSpanish();
    scrollTo.mockRestore();
  });

  it('a blog post: the breadcrumb to the Spanish blog, the byline with Spanish dates, the article and more posts', () => {
    renderInSite(<BlogPostEs slug="windows-11-requirements" />, { route: '/es/blog/windows-11-requirements' });

    const breadcrumb = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(breadcrumb).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/es', '/es/blog', '/es/blog/category/guides']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Requisitos de Windows 11');
    expect(screen.getByText(/Por Priya Natarajan/)).toHaveTextContent('6 de mayo de 2026 · Actualizado el 30 de septiembre de 2026 · 2 min de lectura');
    expect(screen.getByRole('table')).toHaveTextContent('TPM versión 2.0');
    expect(screen.getByRole('link', { name: 'Done su computadora' })).toHaveAttribute('href', '/es/donate');
    const next = screen.getByRole('region', { name: 'Lea también' });
    expect(within(next).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/es/blog/hotspot-speed', '/es/blog/hotspot-or-home-internet']);
    expectInternalLinksInSpanish();
  });

  it('privacy: the Spanish policy with its effective date and contents', () => {
    renderInSite(<LegalPageEs name="privacy" />, { route: '/es/privacy' });

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Política de privacidad');
    expect(screen.getByText(/Vigente desde el/)).toHaveTextContent('Vigente desde el 28 de noviembre de 2026');
    const contents = screen.getByRole('navigation', { name: 'Contenido' });
    expect(within(contents).getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '#cookies');
    expect(screen.getByRole('heading', { level: 2, name: 'Sus derechos y opciones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'página de contacto' })).toHaveAttribute('href', '/es/contact');
    expectInternalLinksInSpanish();
  });
});
