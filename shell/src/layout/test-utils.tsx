import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { UiProvider } from 'ui';

/** Renders as the app does (theme + router) at `route`. Test-only. */
export function renderInSite(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </UiProvider>,
  );
}

/** Shows the router's current path, so tests can see where a click went. */
export function LocationProbe() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}
