import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../theme/theme';

const Band = styled.div`
  background: ${theme.colors.navy};
  color: ${theme.colors.textOnDark};
  padding-top: calc(${theme.layout.navHeight} + clamp(2.5rem, 6vw, 5rem));
  padding-bottom: clamp(3rem, 7vw, 6rem);
`;

/**
 * A full-width dark block that may start a page: it leaves room for the shell's fixed,
 * transparent nav and marks itself as the nav's backdrop (see navBackdropSelector).
 */
export function DarkBand({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <Band className={className} data-nav-backdrop="">
      {children}
    </Band>
  );
}
