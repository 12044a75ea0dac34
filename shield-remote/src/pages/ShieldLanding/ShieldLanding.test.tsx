import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from 'ui/testing';
import ShieldLanding from '.';
import { shieldFaq } from '../../content/faq';
import { shieldFaq as shieldFaqEs } from '../../content/faq.es';
import ShieldLandingInSpanish from './es';

function renderLanding() {
  return renderInSite(<ShieldLanding />, { route: '/shield' });
}

/** Places a section at a known distance from the top of the page, as layout would. */
function placeSection(id: string, top: number) {
  const section = document.getElementById(id);
  if (!section) throw new Error(`#${id} is missing`);
  jest.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
}

describe('ShieldLanding', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the tagline as the page h1', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Unlimited Internet. Lowest Monthly Price in America. Zero Strings Attached.',
    );
  });

  it('scrolls to the features when Get Connected Now is pressed', async () => {
    renderLanding();
    placeSection('features', 900);
    await userEvent.click(screen.getByRole('button', { name: 'Get Connected Now' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 800 }));
  });

  it('lists the five features in the #features section', () => {
    renderLanding();
    const features = screen.getByRole('region', { name: 'Why Shield?' });
    expect(features).toHaveAttribute('id', 'features');
    for (const title of [
      'No Contract and No Credit Check',
      'Fast Speeds',
      'Truly Unlimited',
      'Only $14.89/month',
      '100% of Profits Donated',
    ]) {
      expect(within(features).getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it('scrolls to the plans when Buy Now is pressed', async () => {
    renderLanding();
    placeSection('plans', 2000);
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 1900 }));
  });

  it('offers the three products in #plans, each linking to its page with its price', () => {
    renderLanding();
    const plans = screen.getByRole('region', { name: 'Choose What You Need' });
    expect(plans).toHaveAttribute('id', 'plans');

    const hotspot = within(plans).getByRole('article', { name: 'Shield 4G Hotspot + Internet' });
    expect(hotspot).toHaveTextContent('$60 device + $14.89/month');
    expect(within(hotspot).getByRole('link', { name: 'Shop the Hotspot' })).toHaveAttribute('href', '/shieldhotspotsim');

    const router = within(plans).getByRole('article', { name: 'Shield 5G Home + Internet Preorder' });
    expect(router).toHaveTextContent('$175 device + $14.89/month');
    expect(within(router).getByRole('link', { name: 'Preorder the 5G Router' })).toHaveAttribute('href', '/shield5grouter');

    const simOnly = within(plans).getByRole('article', { name: 'Internet Service Only' });
    expect(simOnly).toHaveTextContent('$14.89/month');
    expect(within(simOnly).getByRole('link', { name: 'Get the SIM Card' })).toHaveAttribute('href', '/shieldsimcard');
  });

  it('shows the press logos under the hero', () => {
    renderLanding();
    const press = screen.getByRole('list', { name: 'As seen in' });
    expect(within(press).getAllByRole('img').map((logo) => logo.getAttribute('alt'))).toEqual([
      'Harbor Gazette',
      'Metro Tech',
      'The Garden State Ledger',
      'Bay Colony News',
    ]);
  });

  it('explains How it Works with the picture and its steps in words', () => {
    renderLanding();
    const section = screen.getByRole('region', { name: 'How it Works' });
    expect(within(section).getByRole('presentation')).toHaveAttribute('loading', 'lazy');
    expect(within(section).getAllByRole('heading', { level: 3 }).map((step) => step.textContent)).toEqual([
      'Choose and order',
      'We ship it to you',
      'Switch on and connect',
    ]);
  });

  it('leads subscribers to their account, under the plans and in the FAQ', async () => {
    renderLanding();
    expect(screen.getByRole('link', { name: 'Manage your subscription' })).toHaveAttribute('href', '/shield/account');
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    await userEvent.click(within(faq).getByRole('button', { name: 'How do I manage my subscription?' }));
    expect(within(faq).getByRole('link', { name: 'Manage your subscription' })).toHaveAttribute('href', '/shield/account');
  });

  it('ends with the FAQ: every question of the content, all closed, one open at a time', async () => {
    renderLanding();
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(faq).toHaveAttribute('id', 'faq');
    const questions = within(faq).getAllByRole('button');
    expect(questions.map((question) => question.textContent)).toEqual(shieldFaq.entries.map((entry) => entry.question));
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(within(faq).getByRole('button', { name: 'Is the 5G router locked?' }));
    expect(within(faq).getByRole('region', { name: 'Is the 5G router locked?' })).toHaveTextContent(/unlocked/);
    await userEvent.click(within(faq).getByRole('button', { name: 'Can I buy Shield in bulk?' }));
    expect(within(faq).getByRole('button', { name: 'Is the 5G router locked?' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(faq).getByRole('link', { name: 'Ask for a bulk quote' })).toHaveAttribute('href', '/contact');
  });
});

describe('ShieldLanding in Spanish (/es/shield)', () => {
  function renderSpanishLanding() {
    return renderInSite(<ShieldLandingInSpanish />, { route: '/es/shield' });
  }

  it('says everything in Spanish: the tagline, the features, the plans and the FAQ', () => {
    renderSpanishLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Internet ilimitado. El precio mensual más bajo del país. Sin ataduras.');
    expect(screen.getByRole('button', { name: 'Conéctese ahora' })).toBeInTheDocument();
    const features = screen.getByRole('region', { name: '¿Por qué Shield?' });
    expect(within(features).getByRole('heading', { name: 'Solo $14.89/mes' })).toBeInTheDocument();
    expect(within(features).getByRole('button', { name: 'Comprar ahora' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Aparecimos en' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cómo funciona' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Preguntas frecuentes' })).getAllByRole('button')).toHaveLength(shieldFaqEs.entries.length);
  });

  it('offers the three products with their prices in Spanish, each linking to its Spanish page', () => {
    renderSpanishLanding();
    const plans = screen.getByRole('region', { name: 'Elija lo que necesita' });

    const hotspot = within(plans).getByRole('article', { name: 'Hotspot 4G Shield + internet' });
    expect(hotspot).toHaveTextContent('$60 por el equipo + $14.89/mes');
    expect(within(hotspot).getByRole('link', { name: 'Ver el hotspot' })).toHaveAttribute('href', '/es/shieldhotspotsim');

    const router = within(plans).getByRole('article', { name: 'Router 5G Shield para el hogar + internet Preventa' });
    expect(router).toHaveTextContent('$175 por el equipo + $14.89/mes');
    expect(within(router).getByRole('link', { name: 'Reservar el router 5G' })).toHaveAttribute('href', '/es/shield5grouter');

    const simOnly = within(plans).getByRole('article', { name: 'Solo servicio de internet' });
    expect(within(simOnly).getByRole('link', { name: 'Pedir la tarjeta SIM' })).toHaveAttribute('href', '/es/shieldsimcard');
  });

  it('leads subscribers to the Spanish account, and the FAQ to Spanish pages', async () => {
    renderSpanishLanding();
    expect(screen.getByRole('link', { name: 'Administre su suscripción' })).toHaveAttribute('href', '/es/shield/account');
    const faq = screen.getByRole('region', { name: 'Preguntas frecuentes' });
    await userEvent.click(within(faq).getByRole('button', { name: '¿Puedo comprar Shield al por mayor?' }));
    expect(within(faq).getByRole('link', { name: 'Pida una cotización al por mayor' })).toHaveAttribute('href', '/es/contact');
  });
});
