import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { providerOf } from 'composition-contract';
import { loadHelpDeskWidget } from '../config/embeds';

const FallbackLink = styled(Link)`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndices.nav};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-decoration: none;
`;

/**
 * Starts the help-desk widget (its own floating help-center button) once the page has loaded.
 * When the provider is off or cannot be reached, a plain "Help" link to the contact page stands in for it.
 */
export function HelpDesk() {
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    if (providerOf('helpDesk').state !== 'configured') {
      setUnavailable(true);
      return undefined;
    }
    const start = () => loadHelpDeskWidget({ onUnavailable: () => setUnavailable(true) });
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
  return unavailable ? <FallbackLink to="/contact">Help</FallbackLink> : null;
}
