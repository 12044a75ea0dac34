import { createContext, useCallback, useContext, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useHydrated } from '../../hooks/useHydrated';
import { whenOnScreen } from '../../utils/whenOnScreen';

/** True inside `ui/server`'s render: the content is written out in full there. */
export const RenderingOnServer = createContext(false);

/** React neither reads nor writes the children of an element with this while hydrating; one object, so a later render changes nothing either. */
const keepServerChildren = { __html: '' };
const asIfAbsent = { display: 'contents' } as const;

/**
 * Whether this render keeps the server's HTML: only while hydrating the server's page, and after it
 * only as long as the router stays at the path the server rendered. React Router keeps a page's
 * component when a move inside the site leads to another route with the same component (two
 * products, two appeals): from that move on its children are rendered, never the first path's HTML.
 */
function useKeepsServerHtml(): boolean {
  const onServer = useContext(RenderingOnServer);
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  // The path whose server HTML is kept, set at the first render when that render hydrates; null
  // once the children are rendered (for good: the kept HTML is gone from the page).
  const [keptPath, setKeptPath] = useState(hydrated || onServer ? null : pathname);
  // Set while rendering (React renders again at once, before anything is shown).
  if (keptPath !== null && keptPath !== pathname) setKeptPath(null);
  return keptPath === pathname;
}

/**
 * Content with nothing to hydrate (text, images, links, no state or handlers): when the browser
 * hydrates the server's page, it keeps the server's HTML here as it is and runs none of its code
 * (no render, no styles computed again), which is most of a long page's start-up work. Rendered
 * in the browser afresh (a move inside the site), it renders its children as usual.
 * Links in kept HTML move inside the site as a router link does.
 */
export function StaticContent({ children }: { children: ReactNode }) {
  const keepsServerHtml = useKeepsServerHtml();
  const followLink = useFollowLink();
  // The keys make React replace the kept HTML instead of writing the children next to it.
  if (!keepsServerHtml) {
    return (
      <div key="browser" style={asIfAbsent}>
        {children}
      </div>
    );
  }
  return <div key="server" style={asIfAbsent} onClick={followLink} dangerouslySetInnerHTML={keepServerChildren} suppressHydrationWarning />;
}

/**
 * How far ahead of the screen deferred content comes to life: half a screen's height, which a
 * reader's scroll takes far longer to cover than the part takes to render, so they find it working.
 */
const AHEAD_OF_THE_SCREEN = '50% 0px';

/** Starts watching for the moment deferred content must work; calls `comeToLife` then; returns how to stop watching. */
type Watch = (element: HTMLElement, comeToLife: () => void) => () => void;

/** Near the screen, or at the first key pressed anywhere (a keyboard moves focus without scrolling). */
const nearScreenOrKeyPressed: Watch = (element, comeToLife) => {
  if (typeof IntersectionObserver !== 'function') {
    comeToLife();
    return () => undefined;
  }
  const stopObserving = whenOnScreen(element, comeToLife, AHEAD_OF_THE_SCREEN);
  document.addEventListener('keydown', comeToLife, { capture: true });
  return () => {
    stopObserving();
    document.removeEventListener('keydown', comeToLife, { capture: true });
  };
};

/**
 * Content with controls far down a page: when the browser hydrates the server's page, it keeps the
 * server's HTML here as it is (its controls visibly inactive, as before any hydration; its links
 * move inside the site) and runs none of its code, so a first load that is not scrolled spends
 * nothing on it. When it comes within half a screen of the viewport, or a key is pressed anywhere (a
 * keyboard moves focus without scrolling, and inactive controls take no focus), React renders it
 * afresh in its place, working. Rendered in the browser afresh (a move inside the site), it renders
 * its children at once. Not a suspended boundary: an update reaching one before it hydrates (any
 * navigation changes the router's context) would hold that navigation until it did.
 */
export function HydrateNearScreen({ children }: { children: ReactNode }) {
  // A box, not `display: contents`, so the IntersectionObserver can see it.
  return <KeepServerHtmlUntil watch={nearScreenOrKeyPressed}>{children}</KeepServerHtmlUntil>;
}

/**
 * Content the page shows only where a media query matches (the desktop menu, hidden on a phone):
 * when the browser hydrates the server's page, it keeps the server's HTML here as it is and runs none
 * of its code while the query does not match, and renders it afresh, working, once it does (at once
 * on a wide screen, when a tablet turns). Laid out as if absent. Rendered in the browser afresh, it
 * renders its children at once.
 */
export function HydrateWhereShown({ query, children }: { query: string; children: ReactNode }) {
  const whereShown = useCallback<Watch>(
    (_element, comeToLife) => {
      if (typeof window.matchMedia !== 'function') {
        comeToLife();
        return () => undefined;
      }
      const list = window.matchMedia(query);
      const onChange = () => {
        if (list.matches) comeToLife();
      };
      onChange();
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return (
    <KeepServerHtmlUntil watch={whereShown} box={asIfAbsent}>
      {children}
    </KeepServerHtmlUntil>
  );
}

/** Keeps the server's HTML of its children through hydration until `watch` says they must work, then renders them afresh in place. */
function KeepServerHtmlUntil({ watch, box, children }: { watch: Watch; box?: CSSProperties; children: ReactNode }) {
  const keepsServerHtml = useKeepsServerHtml();
  const [alive, setAlive] = useState(false);
  const followLink = useFollowLink();
  const wrapper = useRef<HTMLDivElement>(null);
  // A layout effect: content that must work at once (a wide screen's menu) is rendered in the
  // hydration's own task, before the page paints or says it is ready.
  useLayoutEffect(() => {
    const element = wrapper.current;
    if (!keepsServerHtml || alive || !element) return undefined;
    // The watch ends when it comes to life: `alive` changes, so this clean-up runs.
    return watch(element, () => setAlive(true));
  }, [keepsServerHtml, alive, watch]);
  // The keys make React replace the kept HTML instead of writing the children next to it.
  return (
    <div ref={wrapper} style={box}>
      {keepsServerHtml && !alive ? (
        <div key="server" style={asIfAbsent} onClick={followLink} dangerouslySetInnerHTML={keepServerChildren} suppressHydrationWarning />
      ) : (
        <div key="browser" style={asIfAbsent}>
          {children}
        </div>
      )}
    </div>
  );
}

/** A router link's click, for links React does not own: a plain left click on a link to this site moves inside it. */
function useFollowLink() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (link.origin !== window.location.origin || link.hasAttribute('download') || (link.target && link.target !== '_self')) return;
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash);
  };
}

/**
 * Markup the server writes for the page's own inline scripts (inert templates, say): the browser
 * keeps it as it is while hydrating, and renders nothing of it afresh (a move inside the site).
 */
export function ServerOnly({ children }: { children: ReactNode }) {
  const onServer = useContext(RenderingOnServer);
  if (onServer) return <div hidden>{children}</div>;
  return <div hidden dangerouslySetInnerHTML={keepServerChildren} suppressHydrationWarning />;
}

/**
 * An element whose content React never writes, rendered empty: what the page's inline scripts put
 * in it before or after hydration stays until React removes the element itself. Laid out as if it
 * were absent, so what is put in it is laid out as the parent's own children.
 */
export function ScriptFilled(attributes: Record<`data-${string}`, string>) {
  // A span: it may stand inside a heading (the script puts blocks in it by the DOM, not the parser).
  return <span {...attributes} style={asIfAbsent} dangerouslySetInnerHTML={keepServerChildren} suppressHydrationWarning />;
}
