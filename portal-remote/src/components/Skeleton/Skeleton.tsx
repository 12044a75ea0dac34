import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

/** A grey placeholder of the size of what is loading, so the page does not jump when it arrives. */
export const Skeleton = styled.span<{ $width?: string; $height?: string }>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '1rem'};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(90deg, #e4e8ee 30%, #f1f3f7 50%, #e4e8ee 70%) 0 0 / 300% 100%;
  animation: ${shimmer} 1.4s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
