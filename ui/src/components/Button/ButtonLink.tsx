import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useHydrated } from '../../hooks/useHydrated';
import { buttonStyles, type ButtonVariant } from './buttonStyles';

export type ButtonLinkProps = {
  /** An in-app path: rendered as a router Link. */
  to?: string;
  /** Any other URL: rendered as a plain anchor. */
  href?: string;
  /** Only with `href`: open in a new tab. */
  newTab?: boolean;
  variant?: ButtonVariant;
  onClick?: () => void;
  children: ReactNode;
};

const StyledLink = styled(Link)<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;
const StyledAnchor = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;
const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

/** A call to action that looks like a button: a router link, an anchor, or (neither given) a button. */
export function ButtonLink({ to, href, newTab = false, variant = 'primary', onClick, children }: ButtonLinkProps) {
  const hydrated = useHydrated();
  if (to !== undefined) {
    return (
      <StyledLink to={to} $variant={variant} onClick={onClick}>
        {children}
      </StyledLink>
    );
  }
  if (href !== undefined) {
    return (
      <StyledAnchor
        href={href}
        $variant={variant}
        onClick={onClick}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </StyledAnchor>
    );
  }
  return (
    // Neither link: only its code does something, so it is disabled until that runs.
    <StyledButton type="button" disabled={!hydrated} $variant={variant} onClick={onClick}>
      {children}
    </StyledButton>
  );
}
