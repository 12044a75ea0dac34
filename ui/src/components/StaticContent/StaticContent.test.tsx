/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useHydrated } from '../../hooks/useHydrated';
import { routerFuture } from '../../routing/RoutesView';
import { LocationProbe, renderInSite } from '../../testing';
import { UiProvider } from '../../theme/UiProvider';
import { RenderingOnServer, ScriptFilled, ServerOnly, StaticContent } from './StaticContent';

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

async function hydrateServerPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <RenderingOnServer value>
      <Site />
    </RenderingOnServer>,
  );
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => void hydrateRoot(container, <Site />, { onRecoverableError: (error) => void errors.push(error) }));
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
