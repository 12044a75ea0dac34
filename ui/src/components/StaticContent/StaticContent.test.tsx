/** @jest-environment jsdom */
import { act, useState } from 'react';
import type { ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useHydrated } from '../../hooks/useHydrated';
import { routerFuture } from '../../routing/RoutesView';
import { LocationProbe, mockIntersectionObserver, mockMatchMedia, renderInSite } from '../../testing';
import { UiProvider } from '../../theme/UiProvider';
import { HydrateNearScreen, HydrateWhereShown, RenderingOnServer, ScriptFilled, ServerOnly, StaticContent } from './StaticContent';

/** Says where it last rendered: what a visitor sees tells whether the browser ran its code. */
function WhereRendered() {
  return <p>{useHydrated() ? 'rendered in the browser' : 'rendered on the server'}</p>;
}

function Page() {
  return (
    <StaticContent>
      <h1>About us</h1>
      <WhereRendered />
      <Link to="/donate?from=about#form">Donate a computer</Link>
    </StaticContent>
  );
}

function Site() {
  return (
    <UiProvider>
      <MemoryRouter initialEntries={['/about']} future={routerFuture}>
        <Routes>
          <Route path="/about" element={<Page />} />
          <Route path="/donate" element={<h1>Donate</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </UiProvider>
  );
}

beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));

/** The site as the server writes it, then hydrated in the browser; the errors React recovered from. */
async function hydrateServerPage(site: ReactElement = <Site />) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<RenderingOnServer value>{site}</RenderingOnServer>);
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => void hydrateRoot(container, site, { onRecoverableError: (error) => void errors.push(error) }));
  return errors;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('StaticContent', () => {
  it('keeps the server HTML when the page hydrates, without running its code', async () => {
    expect(await hydrateServerPage()).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByText('rendered on the server')).toBeInTheDocument();
  });

  it('moves inside the site when a link in kept HTML is clicked', async () => {
    await hydrateServerPage();
    await userEvent.click(screen.getByRole('link', { name: 'Donate a computer' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Donate' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/donate');
  });

  it('renders its content when the page is rendered in the browser', () => {
    renderInSite(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByText('rendered in the browser')).toBeInTheDocument();
  });
});

describe('markup for the page’s own inline scripts', () => {
  /** A slot the page's script fills, and the template it fills it from, written by the server only. */
  function Frame() {
    return (
      <section aria-label="Frame">
        <ScriptFilled data-slot="greeting" />
        <ServerOnly>
          <template data-for="greeting">
            <p>Hello</p>
          </template>
        </ServerOnly>
      </section>
    );
  }

  it('is kept as the server wrote it and as the script filled it, through hydration and later renders', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <RenderingOnServer value>
        <Frame />
      </RenderingOnServer>,
    );
    const template = container.querySelector('template');
    expect(template?.content.textContent).toBe('Hello');
    // The page's script, before the code arrives.
    container.querySelector('[data-slot]')?.append(template?.content.cloneNode(true) ?? '');

    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, <Frame />, { onRecoverableError: (error) => void errors.push(error) }));
    await act(async () => root.render(<Frame />));
    expect(errors).toEqual([]);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(container.querySelector('template')).toBe(template);
  });

  it('rendered in the browser afresh, holds no template and an empty slot', () => {
    const container = document.body.appendChild(document.createElement('div'));
    act(() => void createRoot(container).render(<Frame />));
    expect(container.querySelector('template')).toBeNull();
    expect(container.querySelector('[data-slot]')?.childNodes).toHaveLength(0);
  });
});

/** A control that works only once its code has run, and says so: inactive until then. */
function AddButton() {
  const hydrated = useHydrated();
  const [count, setCount] = useState(0);
  return (
    <button type="button" disabled={!hydrated} onClick={() => setCount(count + 1)}>
      Added {count}
    </button>
  );
}

function AppealPage() {
  return (
    <main>
      <h1>An appeal</h1>
      <HydrateNearScreen>
        <AddButton />
        <Link to="/donate">Other ways to give</Link>
      </HydrateNearScreen>
    </main>
  );
}

function AppealSite() {
  return (
    <MemoryRouter initialEntries={['/appeal']} future={routerFuture}>
      <Routes>
        <Route path="/appeal" element={<AppealPage />} />
        <Route path="/donate" element={<h1>Donate</h1>} />
      </Routes>
    </MemoryRouter>
  );
}

describe('HydrateNearScreen', () => {
  afterEach(() => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver);

  it("keeps the server's HTML of its content as it is, inactive, while it is far from the screen, and brings it to life as it comes near", async () => {
    const viewport = mockIntersectionObserver();
    const errors = await hydrateServerPage(<AppealSite />);

    expect(errors).toEqual([]);
    // The server's button, as sent: a button rendered in the browser would be active.
    expect(screen.getByRole('button', { name: 'Added 0' })).toBeDisabled();
    expect(viewport.constructor).toHaveBeenCalledWith(expect.any(Function), { rootMargin: '50% 0px' });

    await viewport.show();
    const button = screen.getByRole('button', { name: 'Added 0' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Added 1' })).toBeInTheDocument();
    expect(viewport.observer.disconnect).toHaveBeenCalled();
  });

  it('brings its content to life at the first key pressed, so a keyboard user tabbing down finds its controls working', async () => {
    mockIntersectionObserver();
    await hydrateServerPage(<AppealSite />);
    expect(screen.getByRole('button', { name: 'Added 0' })).toBeDisabled();

    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Added 0' })).toBeEnabled();
  });

  it("moves inside the site when a link in the server's HTML it keeps is clicked", async () => {
    mockIntersectionObserver();
    await hydrateServerPage(<AppealSite />);

    await userEvent.click(screen.getByRole('link', { name: 'Other ways to give' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Donate' })).toBeInTheDocument();
  });

  it('brings its content to life with the page where the browser cannot tell what is near the screen', async () => {
    const errors = await hydrateServerPage(<AppealSite />);

    expect(errors).toEqual([]);
    expect(screen.getByRole('button', { name: 'Added 0' })).toBeEnabled();
  });

  it('renders its content at once, working, when the page is rendered in the browser', async () => {
    const viewport = mockIntersectionObserver();
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => createRoot(container).render(<AppealSite />));

    await userEvent.click(screen.getByRole('button', { name: 'Added 0' }));
    expect(screen.getByRole('button', { name: 'Added 1' })).toBeInTheDocument();
    expect(viewport.constructor).not.toHaveBeenCalled();
  });
});

/** A nav whose menu of buttons shows only on wide screens, as the shell's desktop menu. */
function WideScreenMenuSite() {
  return (
    <MemoryRouter initialEntries={['/']} future={routerFuture}>
      <nav aria-label="Main">
        <HydrateWhereShown query="(min-width: 769px)">
          <AddButton />
        </HydrateWhereShown>
      </nav>
    </MemoryRouter>
  );
}

describe('HydrateWhereShown', () => {
  afterEach(() => delete (window as { matchMedia?: unknown }).matchMedia);

  it("keeps the server's HTML of its content as it is, inactive, where its query does not match (a phone), and brings it to life when it comes to (a tablet turned)", async () => {
    const screenWidth = mockMatchMedia(false);
    const errors = await hydrateServerPage(<WideScreenMenuSite />);

    expect(errors).toEqual([]);
    // The server's button, as sent: a button rendered in the browser would be active.
    expect(screen.getByRole('button', { name: 'Added 0' })).toBeDisabled();
    expect(window.matchMedia).toHaveBeenCalledWith('(min-width: 769px)');

    await screenWidth.setMatches(true);
    const button = screen.getByRole('button', { name: 'Added 0' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Added 1' })).toBeInTheDocument();
    expect(screenWidth.listeners.size).toBe(0);
  });

  it('brings its content to life with the page where its query matches (a wide screen)', async () => {
    mockMatchMedia(true);
    const errors = await hydrateServerPage(<WideScreenMenuSite />);

    expect(errors).toEqual([]);
    expect(screen.getByRole('button', { name: 'Added 0' })).toBeEnabled();
  });

  it('brings its content to life with the page where the browser cannot tell which queries match', async () => {
    await hydrateServerPage(<WideScreenMenuSite />);
    expect(screen.getByRole('button', { name: 'Added 0' })).toBeEnabled();
  });

  it('renders its content at once, working, when the page is rendered in the browser', async () => {
    mockMatchMedia(false);
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => createRoot(container).render(<WideScreenMenuSite />));

    await userEvent.click(screen.getByRole('button', { name: 'Added 0' }));
    expect(screen.getByRole('button', { name: 'Added 1' })).toBeInTheDocument();
  });
});

/** Two products on one page component, as a remote's route table has them: React Router keeps the component between them. */
const products = { hotspot: { title: 'Shield Hotspot', price: '$99' }, router: { title: 'Shield 5G Router', price: '$199' } };

function ProductPage({ id }: { id: keyof typeof products }) {
  const other = id === 'hotspot' ? 'router' : 'hotspot';
  return (
    <main>
      <StaticContent>
        <h1>{products[id].title}</h1>
      </StaticContent>
      <HydrateNearScreen>
        <p>Price {products[id].price}</p>
      </HydrateNearScreen>
      <nav aria-label="Main">
        <HydrateWhereShown query="(min-width: 769px)">
          <p>Menu of the {id}</p>
        </HydrateWhereShown>
      </nav>
      <Link to={`/${other}`}>See the {other}</Link>
    </main>
  );
}

function ProductSite() {
  return (
    <MemoryRouter initialEntries={['/hotspot']} future={routerFuture}>
      <Routes>
        <Route path="/hotspot" element={<ProductPage id="hotspot" />} />
        <Route path="/router" element={<ProductPage id="router" />} />
      </Routes>
    </MemoryRouter>
  );
}

describe('kept server HTML on a page component reused for another path', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('gives way to the next path’s content on a move inside the site, and back', async () => {
    // Far from the screen, on a phone: every keeper still holds the server's HTML when the visitor moves.
    mockIntersectionObserver();
    mockMatchMedia(false);
    expect(await hydrateServerPage(<ProductSite />)).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Shield Hotspot' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'See the router' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Shield 5G Router' })).toBeInTheDocument();
    expect(screen.getByText('Price $199')).toBeInTheDocument();
    expect(screen.getByText('Menu of the router')).toBeInTheDocument();
    expect(screen.queryByText(/Hotspot|\$99|Menu of the hotspot/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'See the hotspot' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Shield Hotspot' })).toBeInTheDocument();
    expect(screen.getByText('Price $99')).toBeInTheDocument();
    expect(screen.getByText('Menu of the hotspot')).toBeInTheDocument();
  });
});
