import styled, { keyframes } from 'styled-components';
import { theme } from '../../theme/theme';

export type LoadingIndicatorProps = {
  /** Read by screen readers and shown under the spinner, e.g. "Loading page". */
  label: string;
  /** 'dark' (default) matches the dark hero that almost every page starts with. */
  tone?: 'dark' | 'light';
};

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Wrapper = styled.div<{ $tone: 'dark' | 'light' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md};
  /* A full screen: the footer stays below the fold instead of jumping as the page arrives. */
  min-height: 100vh;
  /* Only the dark tone sits under the transparent nav; the shell pads other content itself. */
  padding-top: ${({ $tone }) => ($tone === 'dark' ? theme.layout.navHeight : '0')};
  background: ${({ $tone }) => ($tone === 'dark' ? theme.colors.navy : theme.colors.background)};
  color: ${({ $tone }) => ($tone === 'dark' ? theme.colors.mutedOnDark : theme.colors.muted)};
`;

/* Fading in after a beat means fast loads show no flash of spinner. */
const Visual = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
  opacity: 0;
  animation: ${appear} 0.2s ease 0.3s forwards;
`;

const Spinner = styled.span`
  width: 40px;
  height: 40px;
  border: 4px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** Holds the page's place while its code or data loads. */
export function LoadingIndicator({ label, tone = 'dark' }: LoadingIndicatorProps) {
  return (
    <Wrapper role="status" $tone={tone} {...(tone === 'dark' ? { 'data-nav-backdrop': '' } : {})}>
      <Visual>
        <Spinner aria-hidden="true" />
        <span>{label}</span>
      </Visual>
    </Wrapper>
  );
}
