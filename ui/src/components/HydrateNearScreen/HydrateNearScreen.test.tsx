/** @jest-environment jsdom */
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useHydrated } from '../../hooks/useHydrated';
import { RenderingOnServer } from '../StaticContent/StaticContent';
import { HydrateNearScreen } from './HydrateNearScreen';

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

function Page() {
  return (
    <main>
      <h1>An appeal</h1>
      <HydrateNearScreen>
        <AddButton />
      </HydrateNearScreen>
    </main>
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
      <Page />
    </RenderingOnServer>,
  );
  document.body.append(container);
  const serverButton = screen.getByRole('button', { name: 'Added 0' });
  const errors: unknown[] = [];
  await act(async () => void hydrateRoot(container, <Page />, { onRecoverableError: (error) => void errors.push(error) }));
  return { errors, serverButton };
}

describe('HydrateNearScreen', () => {
  it("keeps the server's HTML of its content, inactive, while it is far from the screen, and hydrates that same HTML as it comes near", async () => {
    const viewport = mockIntersectionObserver();
    const { errors, serverButton } = await hydrateServerPage();

    expect(errors).toEqual([]);
    expect(screen.getByRole('button', { name: 'Added 0' })).toBe(serverButton);
    expect(serverButton).toBeDisabled();
    expect(viewport.constructor).toHaveBeenCalledWith(expect.any(Function), { rootMargin: '100% 0px' });
    expect(viewport.observer.observe).toHaveBeenCalledWith(serverButton.parentElement);

    await viewport.scrollNear();
    expect(screen.getByRole('button', { name: 'Added 0' })).toBe(serverButton);
    expect(serverButton).toBeEnabled();
    await userEvent.click(serverButton);
    expect(screen.getByRole('button', { name: 'Added 1' })).toBe(serverButton);
    expect(viewport.observer.disconnect).toHaveBeenCalled();
  });

  it('hydrates its content at the first key pressed, so a keyboard user tabbing down finds its controls working', async () => {
    mockIntersectionObserver();
    const { serverButton } = await hydrateServerPage();
    expect(serverButton).toBeDisabled();

    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Added 0' })).toBe(serverButton);
    expect(serverButton).toBeEnabled();
  });

  it('hydrates its content with the page where the browser cannot tell what is near the screen', async () => {
    const { errors, serverButton } = await hydrateServerPage();

    expect(errors).toEqual([]);
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Added 0' })).toBe(serverButton);
    expect(serverButton).toBeEnabled();
  });

  it('renders its content at once, working, when the page is rendered in the browser', async () => {
    const viewport = mockIntersectionObserver();
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => createRoot(container).render(<Page />));

    expect(screen.getByRole('button', { name: 'Added 0' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Added 0' }));
    expect(screen.getByRole('button', { name: 'Added 1' })).toBeInTheDocument();
    expect(viewport.constructor).not.toHaveBeenCalled();
  });
});
