import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from './theme/UiProvider';

function Providers({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <MemoryRouter>{children}</MemoryRouter>
    </UiProvider>
  );
}

/** Renders with the theme and a router, as the apps do. Test-only: not exported by the package. */
export function renderWithProviders(ui: ReactElement) {
  return render(ui, { wrapper: Providers });
}
