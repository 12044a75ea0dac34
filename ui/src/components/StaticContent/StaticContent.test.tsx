/** @jest-environment jsdom */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useHydrated } from '../../hooks/useHydrated';
import { routerFuture } from '../../routing/RoutesView';
import { LocationProbe, renderInSite } from '../../testing';
import { UiProvider } from '../../theme/UiProvider';
import { RenderingOnServer, StaticContent } from './StaticContent';

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
