import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { providerOf } from 'composition-contract/providers';
import { loadHelpDeskWidget } from '../config/embeds';
import { theme, useLocalPath } from 'ui';
import { useChrome } from './chrome';

const FallbackLink = styled(Link)`
  position: fixed;
  right: ${theme.space.md};
  bottom: ${theme.space.md};
  z-index: ${theme.zIndices.nav};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-weight: ${theme.fontWeights.bold};
  box-shadow: ${theme.shadows.card};
  text-decoration: none;
`;

/** Set once the widget's script has run in this document; only a new document is free of it again. */
let widgetRan = false;

/**
 * Starts the help-desk widget (its own floating help-center button) once the page has loaded.
 * When the provider is off or cannot be reached, and on the pages that hold a session (their route
 * says so: no third-party code there), a plain "Help" link to the contact page stands in for it.
 */
export function HelpDesk({ sessionPage }: { sessionPage: boolean }) {
  const { notices } = useChrome();
  const localPath = useLocalPath();
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    if (sessionPage) {
      // Arriving from a page where the widget ran: its code is still in this document, so the
      // session page is loaded afresh (the server's page, with its strict policy).
      if (widgetRan) window.location.reload();
      return undefined;
    }
    if (providerOf('helpDesk').state !== 'configured') {
      setUnavailable(true);
      return undefined;
    }
    const start = () => {
      const script = loadHelpDeskWidget({ onUnavailable: () => setUnavailable(true) });
      script.addEventListener('load', () => (widgetRan = true), { once: true });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, [sessionPage]);
  return unavailable || sessionPage ? <FallbackLink to={localPath('/contact')}>{notices.help}</FallbackLink> : null;
}
