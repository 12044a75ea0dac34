import type { ReactNode } from 'react';
import { FIRST_VIEW_SLOT, FIRST_VIEW_WHEN } from 'composition-contract/early-requests';
import { ScriptFilled } from 'ui';

// A page's first view (composition-contract/early-requests.js): what its code renders first,
// painted from the answer of the route's early request before that code has arrived.

/** The portal's slots: the content column, the side menu, and the greeting's name. */
export const firstViewSlots = { content: 'portal-content', menu: 'portal-menu', greeting: 'portal-greeting' } as const;
type SlotName = (typeof firstViewSlots)[keyof typeof firstViewSlots];

/** Where the first view is painted; React never writes in it, and it goes with the placeholders. */
export function FirstViewSlot({ name }: { name: SlotName }) {
  return <ScriptFilled {...{ [FIRST_VIEW_SLOT]: name }} />;
}

/** A condition of a variant (early-requests.js's FIRST_VIEW_WHEN): a value, `null` for none, any of several, or truthiness. */
type Expected = string | number | boolean | null | readonly (string | number | boolean | null)[] | { truthy: boolean };

/**
 * One variant of a slot's first view, shown for an answer that meets `when` (JSON pointers into
 * the answer); its children are the page's own components, given `firstViewMarker`s for the
 * answer's texts. Only in the server's HTML (inside `ServerOnly`).
 */
export function FirstViewVariant({ slot, when, children }: { slot: SlotName; when: Record<string, Expected>; children: ReactNode }) {
  return <template {...{ [FIRST_VIEW_SLOT]: slot, [FIRST_VIEW_WHEN]: JSON.stringify(when) }}>{children}</template>;
}
