import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from './buttonStyles';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

/** A native button in the site's button look; `type` defaults to "button", not "submit". */
export function Button({ variant = 'primary', type = 'button', ...props }: ButtonProps) {
  return <StyledButton $variant={variant} type={type} {...props} />;
}
