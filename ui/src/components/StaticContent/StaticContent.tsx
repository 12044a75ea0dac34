import { createContext, useContext, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHydrated } from '../../hooks/useHydrated';

/** True inside `ui/server`'s render: the content is written out in full there. */
export const RenderingOnServer = createContext(false);

/** React neither reads nor writes the children of an element with this while hydrating; one object, so a later render changes nothing either. */
const keepServerChildren = { __html: '' };
const asIfAbsent = { display: 'contents' } as const;

/**
 * Content with nothing to hydrate (text, images, links, no state or handlers): when the browser
 * hydrates the server's page, it keeps the server's HTML here as it is and runs none of its code
 * (no render, no styles computed again), which is most of a long page's start-up work. Rendered
 * in the browser afresh (a move inside the site), it renders its children as usual.
 * Links in kept HTML move inside the site as a router link does.
 */
export function StaticContent({ children }: { children: ReactNode }) {
  const onServer = useContext(RenderingOnServer);
  const hydrated = useHydrated();
  // Fixed at the first render: false only when that render hydrates the server's HTML.
  const [renderChildren] = useState(hydrated || onServer);
  const followLink = useFollowLink();
  if (renderChildren) return <div style={asIfAbsent}>{children}</div>;
  return <div style={asIfAbsent} onClick={followLink} dangerouslySetInnerHTML={keepServerChildren} suppressHydrationWarning />;
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
