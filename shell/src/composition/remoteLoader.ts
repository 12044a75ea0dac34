import type { SiteRoute } from 'ui';
import type { RemoteDescriptor } from './pathOwnership';
import type { PageRender, PrerenderedPageCheck } from './prerenderedPage';

/**
 * What the shell's routing needs to know about the remotes. The browser's loader fetches them with
 * Module Federation (federation.ts); the server's render only knows who owns which path.
 */
export interface RemoteLoader {
  /** The remote list if it is already known (inlined in the page by the shell's server), else undefined. */
  descriptorsNow(): RemoteDescriptor[] | undefined;
  /** Which remote owns which path, fetched once (/remotes.json, else the built-in list). */
  descriptors(): Promise<RemoteDescriptor[]>;
  /** The route objects a remote exposes for the document's locale (`./routes`, `./routes-es`). */
  routes(remote: RemoteDescriptor): Promise<SiteRoute[]>;
  /**
   * Once a remote's routes have loaded: whether the prerendered page the document holds can be
   * hydrated with its code, asked by the render of a path, hydrating or not (see prerenderedPage.ts).
   */
  checkPrerenderedPage(remote: RemoteDescriptor, render: PageRender): PrerenderedPageCheck;
  /** A remote's area has committed: the prerendered page is hydrated or replaced, and later checks say "hydrate". */
  prerenderedPageSettled(): void;
  /** Forgets a failed remote list, so the next render fetches it again. */
  resetDescriptors(): void;
  /** Forgets a failed remote, so the next render loads it again. */
  reset(remote: RemoteDescriptor): void;
}
