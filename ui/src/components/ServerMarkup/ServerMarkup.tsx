import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/** True inside `ui/server`'s render: the content is written out in full there. */
export const RenderingOnServer = createContext(false);

/** React neither reads nor writes the children of an element with this while hydrating; one object, so a later render changes nothing either. */
const keepServerChildren = { __html: '' };
const asIfAbsent = { display: 'contents' } as const;

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
