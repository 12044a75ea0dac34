// The Spanish route table of a remote that has none yet (its Node build's `remote-routes-es`).
import type { SiteRoute } from 'ui';

export const routes: SiteRoute[] = [];
