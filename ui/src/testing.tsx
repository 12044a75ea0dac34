// Test helpers for every app's Jest tests (import from 'ui/testing'); never bundled.
import { act } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { routerFuture } from './routing/RoutesView';
import { UiProvider } from './theme/UiProvider';

/** Renders as the site does (theme + router) at `route`; `rerender` keeps both. */
export function renderInSite(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  function InSite({ children }: { children: ReactNode }) {
    return (
      <UiProvider>
        <MemoryRouter initialEntries={[route]} future={routerFuture}>
          {children}
        </MemoryRouter>
      </UiProvider>
    );
  }
  return render(ui, { wrapper: InSite });
}

/** Shows the router's current path, so tests can see where a click went. */
export function LocationProbe() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/**
 * Stands in for the browser's IntersectionObserver (jsdom has none; the test file removes it after
 * each test): `constructor` and `observer` record the calls, `show()` brings what it watches into view.
 */
export function mockIntersectionObserver() {
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
    show: () => act(async () => notify([{ isIntersecting: true } as IntersectionObserverEntry], observer as unknown as IntersectionObserver)),
  };
}

/**
 * Stands in for the browser's matchMedia (jsdom has none; the test file removes it after each
 * test): a query matches as `matches` says (one answer for every query, or one per query);
 * `setMatches()` makes every query match or not, as a window resized or a tablet turned does, and
 * tells the listeners.
 */
export function mockMatchMedia(matches: boolean | ((query: string) => boolean)) {
  let answer = typeof matches === 'function' ? matches : () => matches;
  const listeners = new Set<() => void>();
  window.matchMedia = jest.fn(
    (media: string) =>
      ({
        media,
        get matches() {
          return answer(media);
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    listeners,
    setMatches: (value: boolean) =>
      act(async () => {
        answer = () => value;
        for (const listener of [...listeners]) listener();
      }),
  };
}

export { controlsThatNeedCode, describePrerenderedHydration } from './hydrationTesting';

/**
 * Fails unless a Spanish content value has exactly the English one's shape: the same keys at every
 * depth, arrays of the same length, a string where English has a non-empty string (names the path of the first difference).
 */
export function expectSameShape(english: unknown, spanish: unknown, path = 'content'): void {
  if (typeof english === 'string') {
    if (typeof spanish !== 'string' || (english !== '' && spanish === '')) throw new Error(`${path}: English has text, Spanish has ${JSON.stringify(spanish)}`);
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(spanish) || spanish.length !== english.length) throw new Error(`${path}: English has ${english.length} items, Spanish ${Array.isArray(spanish) ? spanish.length : 'none'}`);
    english.forEach((item, index) => expectSameShape(item, spanish[index], `${path}[${index}]`));
    return;
  }
  if (english !== null && typeof english === 'object' && !isValidElementLike(english)) {
    if (spanish === null || typeof spanish !== 'object') throw new Error(`${path}: English has an object, Spanish ${JSON.stringify(spanish)}`);
    const englishKeys = Object.keys(english).sort();
    const spanishKeys = Object.keys(spanish).sort();
    const missing = englishKeys.filter((key) => !spanishKeys.includes(key));
    const extra = spanishKeys.filter((key) => !englishKeys.includes(key));
    if (missing.length > 0 || extra.length > 0) throw new Error(`${path}: Spanish lacks [${missing.join(', ')}], has extra [${extra.join(', ')}]`);
    for (const key of englishKeys) expectSameShape((english as Record<string, unknown>)[key], (spanish as Record<string, unknown>)[key], `${path}.${key}`);
  }
}

function isValidElementLike(value: object): boolean {
  return '$$typeof' in value;
}
