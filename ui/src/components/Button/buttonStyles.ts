import { css } from 'styled-components';
import { theme } from '../../theme/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'light';

const variantStyles = {
  primary: css`
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${theme.colors.primaryHover};
    }
  `,
  /* Outlined in the surrounding text colour, so it reads on light and dark backgrounds. */
  secondary: css`
    background: transparent;
    color: inherit;
    border-color: currentColor;
    &:hover:not(:disabled) {
      background: rgba(127, 127, 127, 0.15);
    }
  `,
  light: css`
    background: ${theme.colors.white};
    color: ${theme.colors.navy};
    &:hover:not(:disabled) {
      background: ${theme.colors.surface};
    }
  `,
};

export const buttonStyles = css<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  padding: 0.625rem 1.5rem;
  border: 2px solid transparent;
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.bold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  ${({ $variant }) => variantStyles[$variant]}

  /* Only hover fades: a change of variant (a widget that failed, making its link the primary way)
     switches at once, never showing white text on a background still fading in. */
  &:hover:not(:disabled) {
    transition: background-color 0.15s ease;
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
