import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useHydrated } from '../../hooks/useHydrated';
import { buttonStyles, type ButtonVariant } from './buttonStyles';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

/**
 * A native button in the site's button look; `type` defaults to "button", not "submit". A plain
 * button does nothing before its code runs, so it is disabled until then (a submit button posts its
 * form natively).
 */
export function Button({ variant = 'primary', type = 'button', disabled, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  return <StyledButton $variant={variant} type={type} disabled={disabled || (type === 'button' && !hydrated)} {...props} />;
}
