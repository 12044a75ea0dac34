import { RENDERED_IN_BROWSER_DIGEST } from 'composition-contract/page';
import type { SiteData } from 'composition-contract/page';

/** The remote page the document holds as the server sent it: which build of which remote made it, for which path, and its HTML. */
export type PrerenderedPage = NonNullable<SiteData['page']> & { pathname: string; serverHtml: string };

/**
 * What to do with the prerendered page when the owning remote's code has loaded: hydrate it (the
 * same build made it, or nothing to check); render it afresh (another release of the remote made
 * it, so hydrating would mismatch: React is told by an error, then renders the page in the browser);
 * while rendering afresh, show the server's HTML until the page's code is in, so nothing flashes.
 */
export type PrerenderedPageCheck = { kind: 'hydrate' } | { kind: 'render-afresh' } | { kind: 'show-server-html'; serverHtml: string };

/** The render that asks: whether it hydrates the server's HTML, and the path it renders. */
export type PageRender = { hydrating: boolean; pathname: string };

/**
 * Checks the prerendered page against its owner's loaded code (`buildId`: what its `./routes`
 * exports; none when a remote's routes are bundled rather than federated). A render may be thrown
 * away and started again before it commits (React restarts a hydration that a more urgent update
 * interrupted), so `check` answers the same for the same question and changes nothing; only
 * `settle`, once a remote's area has committed, makes every later check say "hydrate".
 */
export function createPrerenderedPageCheck(page: PrerenderedPage | undefined): {
  check(remote: string, buildId: string | undefined, render: PageRender): PrerenderedPageCheck;
  settle(): void;
} {
  let settled = !page;
  return {
    check(remote, buildId, { hydrating, pathname }) {
      if (!page || settled || remote !== page.remote || buildId === undefined || buildId === page.buildId) return { kind: 'hydrate' };
      if (hydrating) return { kind: 'render-afresh' };
      // A visitor who moved on before the code came sees that page load, not this one's HTML.
      return pathname === page.pathname ? { kind: 'show-server-html', serverHtml: page.serverHtml } : { kind: 'hydrate' };
    },
    settle() {
      settled = true;
    },
  };
}

/**
 * Thrown while hydrating a page that another build of its remote prerendered: React renders the
 * page's Suspense boundary in the browser instead, and reports this as the cause of a recoverable error.
 */
export class OutdatedPrerenderedPage extends Error {
  constructor(remote: string) {
    super(`The ${remote} page was prerendered by another release of its code: rendering it in the browser`);
    this.name = 'OutdatedPrerenderedPage';
  }
}

/**
 * Whether an error React recovered from while hydrating (by rendering that part in the browser) was
 * on purpose: a page the server left to the browser, or one another release of its remote prerendered.
 */
export function isRenderedInBrowserOnPurpose(error: unknown): boolean {
  const { digest, cause } = (error ?? {}) as { digest?: unknown; cause?: unknown };
  return digest === RENDERED_IN_BROWSER_DIGEST || cause instanceof OutdatedPrerenderedPage;
}
