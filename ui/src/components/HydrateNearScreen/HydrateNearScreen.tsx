import { Suspense, use, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import { whenOnScreen } from '../../utils/whenOnScreen';
import { RenderingOnServer } from '../StaticContent/StaticContent';

/** Hydration starts a screen's height ahead, so a scrolling visitor finds the controls ready. */
const AHEAD_OF_THE_SCREEN = '100% 0px';

/** A settled promise React reads without suspending (it reads `status` first, as for a promise it has seen settle). */
const alreadyOpen = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * Opens once the wrapper has come near the screen or a key is pressed. It is watched only when a
 * hydrating render waits on it: the wrapper is outside the boundary, so its ref is set as the page
 * hydrates, before React comes back to the boundary's content.
 */
class NearScreenGate {
  private opens: () => void = () => undefined;
  private readonly opened = new Promise<void>((resolve) => (this.opens = resolve));
  private element: HTMLElement | null = null;
  private waited = false;
  private stopWatching: (() => void) | undefined;

  /** For the render that hydrates the content: what it waits for. */
  wait(): Promise<void> {
    this.waited = true;
    this.startWatching();
    return this.opened;
  }

  /** The wrapper's ref. */
  watch = (element: HTMLElement | null) => {
    if (!element) return undefined;
    this.element = element;
    this.startWatching();
    return () => {
      this.stopWatching?.();
      this.stopWatching = undefined;
      this.element = null;
    };
  };

  private startWatching() {
    if (!this.waited || !this.element || this.stopWatching) return;
    if (typeof IntersectionObserver !== 'function') {
      this.opens();
      this.stopWatching = () => undefined;
      return;
    }
    // A keyboard moves focus without scrolling first, and disabled controls take no focus: the
    // first key pressed anywhere hydrates the content, so tabbing reaches working controls.
    const onKey = () => this.opens();
    document.addEventListener('keydown', onKey, { capture: true, once: true });
    const stopObserving = whenOnScreen(this.element, this.opens, AHEAD_OF_THE_SCREEN);
    this.stopWatching = () => {
      stopObserving();
      document.removeEventListener('keydown', onKey, { capture: true });
    };
  }
}

function WaitWhileHydrating({ gate, children }: { gate: NearScreenGate; children: ReactNode }) {
  const onServer = useContext(RenderingOnServer);
  // False only while the server's HTML is hydrated: content rendered in the browser waits for nothing.
  // The subscription is here, inside the boundary: an update reaching the boundary before it has
  // hydrated would make React throw the server's HTML away and render it afresh.
  const hydrated = useHydrated();
  use(onServer || hydrated ? alreadyOpen : gate.wait());
  return children;
}

/**
 * Interactive content far down a page: while the browser hydrates the server's page, React keeps
 * the server's HTML of it as it is (a suspended boundary) and hydrates it only when it comes within
 * a screen of the viewport (or a key is pressed), so a first load spends nothing on it. Until then its controls must work
 * natively or look inactive, as before any hydration. Rendered in the browser afresh (a move inside
 * the site), it renders its children at once.
 */
export function HydrateNearScreen({ children }: { children: ReactNode }) {
  const [gate] = useState(() => new NearScreenGate());
  return (
    <div ref={gate.watch}>
      <Suspense fallback={null}>
        <WaitWhileHydrating gate={gate}>{children}</WaitWhileHydrating>
      </Suspense>
    </div>
  );
}
