/** @jest-environment jsdom */
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useHydrated } from '../../hooks/useHydrated';
import { routerFuture } from '../../routing/RoutesView';
import { HydrateNearScreen, RenderingOnServer } from './StaticContent';

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
      <Link to="/contact">Contact us</Link>
      <HydrateNearScreen>
        <AddButton />
        <Link to="/donate">Other ways to give</Link>
      </HydrateNearScreen>
    </main>
  );
}

function Site() {
  return (
    <MemoryRouter initialEntries={['/appeal']} future={routerFuture}>
      <Routes>
        <Route path="/appeal" element={<AppealPage />} />
        <Route path="/contact" element={<h1>Contact</h1>} />
        <Route path="/donate" element={<h1>Donate</h1>} />
      </Routes>
    </MemoryRouter>
  );
}

/** Stands in for the browser's IntersectionObserver; `scrollNear()` brings what it watches near the screen. */
function mockIntersectionObserver() {
  let notify: IntersectionObserverCallback = () => undefined;
  const observer = { observe: jest.fn(), disconnect: jest.fn() };
  const constructor = jest.fn((callback: IntersectionObserverCallback) => {
    notify = callback;
    return observer;
  });
  globalThis.IntersectionObserver = constructor as unknown as typeof IntersectionObserver;
  return {
    constructor,
    observer,
    scrollNear: () => act(async () => notify([{ isIntersecting: true } as IntersectionObserverEntry], observer as unknown as IntersectionObserver)),
  };
}

beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  document.body.innerHTML = '';
});

async function hydrateServerPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <RenderingOnServer value>
      <Site />
    </RenderingOnServer>,
  );
  document.body.append(container);
  const serverButton = screen.getByRole('button', { name: 'Added 0' });
  const errors: unknown[] = [];
  await act(async () => void hydrateRoot(container, <Site />, { onRecoverableError: (error) => void errors.push(error) }));
  return { errors, serverButton };
}

describe('HydrateNearScreen', () => {
  it("keeps the server's HTML of its content as it is, inactive, while it is far from the screen, and brings it to life as it comes near", async () => {
    const viewport = mockIntersectionObserver();
    const { errors, serverButton } = await hydrateServerPage();

    expect(errors).toEqual([]);
    expect(screen.getByRole('button', { name: 'Added 0' })).toBe(serverButton);
    expect(serverButton).toBeDisabled();
    expect(viewport.constructor).toHaveBeenCalledWith(expect.any(Function), { rootMargin: '50% 0px' });

    await viewport.scrollNear();
    const button = screen.getByRole('button', { name: 'Added 0' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Added 1' })).toBeInTheDocument();
    expect(viewport.observer.disconnect).toHaveBeenCalled();
  });

  it('brings its content to life at the first key pressed, so a keyboard user tabbing down finds its controls working', async () => {
    mockIntersectionObserver();
    const { serverButton } = await hydrateServerPage();
    expect(serverButton).toBeDisabled();

    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Added 0' })).toBeEnabled();
  });

  it('lets the visitor move to another page while its content is still the server’s', async () => {
    mockIntersectionObserver();
    await hydrateServerPage();

    await userEvent.click(screen.getByRole('link', { name: 'Contact us' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
  });

  it("moves inside the site when a link in the server's HTML it keeps is clicked", async () => {
    mockIntersectionObserver();
    await hydrateServerPage();

    await userEvent.click(screen.getByRole('link', { name: 'Other ways to give' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Donate' })).toBeInTheDocument();
  });

  it('brings its content to life with the page where the browser cannot tell what is near the screen', async () => {
    const { errors } = await hydrateServerPage();

    expect(errors).toEqual([]);
    expect(screen.getByRole('button', { name: 'Added 0' })).toBeEnabled();
  });

  it('renders its content at once, working, when the page is rendered in the browser', async () => {
    const viewport = mockIntersectionObserver();
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => createRoot(container).render(<Site />));

    await userEvent.click(screen.getByRole('button', { name: 'Added 0' }));
    expect(screen.getByRole('button', { name: 'Added 1' })).toBeInTheDocument();
    expect(viewport.constructor).not.toHaveBeenCalled();
  });
});
