// Renders the portal screens at a path (English, or Spanish under /es), with the other portal routes to navigate to (never bundled).
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderInSite } from 'ui/testing';
import CertificatePage from '../pages/Certificate';
import CertificatePageEs from '../pages/Certificate/es';
import Champions from '../pages/Champions';
import ChampionsEs from '../pages/Champions/es';
import Portal from '../pages/Portal';
import PortalEs from '../pages/Portal/es';

/** Shows the router's path and query, so a test sees where the page went and what the address holds. */
function AddressProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

export function renderPortalAt(path: string) {
  return renderInSite(
    <>
      <Routes>
        <Route path="/portal" element={<Portal />} />
        <Route path="/champions" element={<Champions />} />
        <Route path="/certificate" element={<CertificatePage />} />
        <Route path="/auth" element={<h1>Sign-in screen</h1>} />
        <Route path="/es/portal" element={<PortalEs />} />
        <Route path="/es/champions" element={<ChampionsEs />} />
        <Route path="/es/certificate" element={<CertificatePageEs />} />
        <Route path="/es/auth" element={<h1>Pantalla de inicio de sesión</h1>} />
      </Routes>
      <AddressProbe />
    </>,
    { route: path },
  );
}
