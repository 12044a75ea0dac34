import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleAddress, offProviders, setPageProviders } from 'composition-contract/providers-testing';
import { LocationProbe, renderInSite } from 'ui/testing';
import ShieldProduct from '.';
import type { ShieldProductId } from '../../content/catalogue';
import { shieldFaq } from '../../content/faq';
import { productPages } from '../../content/productPages';
import { serviceTerms as serviceTermsEs } from '../../content/terms.es';
import ShieldProductInSpanish from './es';

const checkoutBase = `${exampleAddress('shieldCheckout')}shield-unlimited`;

function renderProduct(productId: ShieldProductId, route: string) {
  return renderInSite(
    <>
      <ShieldProduct productId={productId} />
      <LocationProbe />
    </>,
    { route },
  );
}

/** The value the fact sheet gives for a label (a <dt> and the <dd> after it). */
function fact(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  expect(term.nextElementSibling?.tagName).toBe('DD');
  return term.nextElementSibling;
}

const eligibility = /I am eligible for Shield/;

describe('ShieldProduct', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    // The checkout's reachability check; a no-cors request resolves with an opaque answer.
    fetchMock = jest.fn().mockResolvedValue({ type: 'opaque', status: 0 });
    window.fetch = fetchMock;
  });

  it('hotspot: every fact, the price, a gallery starting on the first image, and a way back', async () => {
    renderProduct('hotspot', '/shieldhotspotsim');

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Shield 4G Hotspot + Internet');
    expect(screen.getByText(/device \+/).closest('p')).toHaveTextContent('$60 device + $14.89/month');
    expect(fact('Device')).toHaveTextContent('T10 4G hotspot, yours to keep');
    expect(fact('Devices supported')).toHaveTextContent('Up to 10 at once');
    expect(fact('Battery')).toHaveTextContent('About 8 hours');
    expect(fact('In the box')).toHaveTextContent('The hotspot with the SIM card already inside, and a USB-C charger');
    expect(fact('Shipping')).toHaveTextContent('Free in the US; delivery in about 10 business days');
    expect(fact('Returns')).toHaveTextContent('14 days for a full refund if the device is in its original condition; you pay the return shipping');

    const gallery = screen.getByRole('figure', { name: 'Pictures of the T10 hotspot' });
    expect(within(gallery).getAllByRole('img')[0]).toHaveAccessibleName('The T10 hotspot from the front');
    expect(within(gallery).getByRole('button', { name: 'The T10 hotspot from the front' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('link', { name: 'Back to Shield' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/shield');
  });

  it('router: a preorder, sold out, with its facts and a gallery of 5 images', () => {
    renderProduct('router', '/shield5grouter');

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Shield 5G Home + Internet Preorder');
    expect(screen.getByText(/device \+/).closest('p')).toHaveTextContent('$175 device + $14.89/month');
    expect(screen.getByText(/the first batch sold out\. Delivery may take a couple of months/)).toBeInTheDocument();
    expect(fact('Devices supported')).toHaveTextContent('Up to 32 at once');
    expect(fact('Battery backup')).toHaveTextContent('Up to 4 hours when the power goes out');
    expect(fact('Security')).toHaveTextContent('Built-in VPN');
    expect(fact('SIM card')).toHaveTextContent('Shipped separately from the router');
    expect(fact('Returns')).toHaveTextContent(/^14 days for a full refund/);
    const gallery = screen.getByRole('figure', { name: 'Pictures of the 5G router' });
    expect(within(gallery).getAllByRole('button')).toHaveLength(productPages.router.gallery.images.length);
    expect(screen.getByRole('button', { name: 'Preorder Now' })).toBeInTheDocument();
  });

  it('shows the service terms where the buyer orders', () => {
    renderProduct('router', '/shield5grouter');

    const order = screen.getByRole('region', { name: 'Order' });
    const terms = within(order).getByRole('list', { name: 'Service terms' });
    for (const term of [
      /Prepaid: \$14\.89 is billed on the 1st of every month/,
      /No partial refunds/,
      /service stays active until the end of the billing cycle/,
      /14-day return for a full refund .* you pay the return shipping/,
      /Speed may be reduced above 100GB in a month when the network is congested/,
      /The 5G router is a preorder/,
    ]) {
      expect(within(terms).getByText(term)).toBeInTheDocument();
    }
    expect(within(order).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('opens the checkout of the hotspot, with its t10 add-on, only once eligibility is confirmed', async () => {
    renderProduct('hotspot', '/shieldhotspotsim');

    expect(screen.queryByTitle('Shield checkout')).not.toBeInTheDocument();
    expect(screen.getByText('Tick the box above to open the checkout.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: eligibility }));

    const frame = screen.getByTitle('Shield checkout');
    expect(frame).toHaveAttribute('src', `${checkoutBase}?addon_code%5B0%5D=t10&addon_quantity%5B0%5D=1`);
    expect(frame).toHaveAttribute('height', '1300');
    expect(screen.getByRole('link', { name: 'Open the checkout in a new tab' })).toHaveAttribute('href', frame.getAttribute('src'));

    await userEvent.click(screen.getByRole('checkbox', { name: eligibility }));
    expect(screen.queryByTitle('Shield checkout')).not.toBeInTheDocument();
  });

  it('SIM: the buyer also confirms an unlocked device; the checkout has no add-on', async () => {
    renderProduct('sim', '/shieldsimcard');

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Internet Service Only');
    expect(screen.getByText('/month', { exact: false }).closest('p')).toHaveTextContent(/^\$14\.89\/month$/);
    expect(fact('Your device')).toHaveTextContent('Must be unlocked and work with T-Mobile or GSM SIM cards');
    expect(fact('Shipping')).toHaveTextContent('Free; the SIM card ships in 1-2 weeks');
    expect(within(screen.getByRole('figure', { name: 'Pictures of the SIM card' })).getAllByRole('button')).toHaveLength(2);

    await userEvent.click(screen.getByRole('checkbox', { name: eligibility }));
    expect(screen.queryByTitle('Shield checkout')).not.toBeInTheDocument();
    expect(screen.getByText('Tick the boxes above to open the checkout.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'My device is unlocked and works with T-Mobile or GSM SIM cards.' }));
    expect(screen.getByTitle('Shield checkout')).toHaveAttribute('src', checkoutBase);
  });

  it('says so and offers a link when the checkout provider cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderProduct('router', '/shield5grouter');

    await userEvent.click(screen.getByRole('checkbox', { name: eligibility }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The checkout could not be loaded.');
    expect(within(alert).getByRole('link', { name: 'Open the checkout in a new tab' })).toHaveAttribute(
      'href',
      `${checkoutBase}?addon_code%5B0%5D=5&addon_quantity%5B0%5D=1`,
    );
    expect(screen.queryByTitle('Shield checkout')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`${checkoutBase}?addon_code%5B0%5D=5&addon_quantity%5B0%5D=1`, expect.objectContaining({ mode: 'no-cors' }));
  });

  it('keeps the checkout frame when the provider answers', async () => {
    renderProduct('hotspot', '/shieldhotspotsim');
    await userEvent.click(screen.getByRole('checkbox', { name: eligibility }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByTitle('Shield checkout')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without a checkout set up, keeps the terms and says how to order from the team instead', () => {
    setPageProviders(offProviders);
    renderProduct('hotspot', '/shieldhotspotsim');

    expect(screen.getByRole('heading', { name: 'Online ordering is not available right now.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'shield@example.org' })).toHaveAttribute('href', 'mailto:shield@example.org');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByTitle('Shield checkout')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Service terms' })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ends with the FAQ', () => {
    renderProduct('sim', '/shieldsimcard');
    expect(within(screen.getByRole('region', { name: 'Frequently Asked Questions' })).getAllByRole('button')).toHaveLength(shieldFaq.entries.length);
  });
});

describe('ShieldProduct in Spanish', () => {
  beforeEach(() => {
    window.fetch = jest.fn().mockResolvedValue({ type: 'opaque', status: 0 });
  });

  function renderSpanishProduct(productId: ShieldProductId, route: string) {
    return renderInSite(
      <>
        <ShieldProductInSpanish productId={productId} />
        <LocationProbe />
      </>,
      { route },
    );
  }

  it('hotspot: name, price, facts and gallery in Spanish, and back to the Spanish landing', async () => {
    renderSpanishProduct('hotspot', '/es/shieldhotspotsim');

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Hotspot 4G Shield + internet');
    expect(screen.getByText(/por el equipo \+/).closest('p')).toHaveTextContent('$60 por el equipo + $14.89/mes');
    expect(fact('Dispositivos conectados')).toHaveTextContent('Hasta 10 a la vez');
    expect(fact('Envío')).toHaveTextContent('Gratis en EE. UU.; llega en unos 10 días hábiles');
    const gallery = screen.getByRole('figure', { name: 'Fotos del hotspot T10' });
    expect(within(gallery).getByRole('button', { name: 'El hotspot T10 de frente' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pedir ahora' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Volver a Shield' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/es/shield');
  });

  it('router: a preorder in Spanish, with its terms where the buyer orders', () => {
    renderSpanishProduct('router', '/es/shield5grouter');

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Router 5G Shield para el hogar + internet Preventa');
    expect(screen.getByRole('button', { name: 'Reservar ahora' })).toBeInTheDocument();
    const order = screen.getByRole('region', { name: 'Hacer el pedido' });
    const terms = within(order).getByRole('list', { name: 'Términos del servicio' });
    expect(within(terms).getAllByRole('listitem').map((term) => term.textContent)).toEqual(
      serviceTermsEs.terms.filter((term) => term.products.includes('router')).map((term) => term.text),
    );
    expect(within(terms).getByText('Prepagado: se cobran $14.89 el día 1 de cada mes.')).toBeInTheDocument();
  });

  it('SIM: the Spanish boxes open the checkout, the same address as in English', async () => {
    renderSpanishProduct('sim', '/es/shieldsimcard');

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Solo servicio de internet');
    await userEvent.click(screen.getByRole('checkbox', { name: /Cumplo los requisitos de Shield/ }));
    expect(screen.getByText('Marque las casillas de arriba para abrir el pago.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mi equipo está desbloqueado y funciona con tarjetas SIM de T-Mobile o GSM.' }));
    expect(screen.getByTitle('Pago de Shield')).toHaveAttribute('src', checkoutBase);
  });

  it('without a checkout set up, says in Spanish how to order from the team', () => {
    setPageProviders(offProviders);
    renderSpanishProduct('hotspot', '/es/shieldhotspotsim');
    expect(screen.getByRole('heading', { name: 'En este momento no se pueden hacer pedidos en línea.' })).toBeVisible();
    expect(screen.getByRole('link', { name: '(201) 555-0100' })).toHaveAttribute('href', 'tel:+12015550100');
  });
});
