import { useId } from 'react';
import { siteName } from '../../content/site';
import { theme } from '../../theme/theme';

/**
 * The mark and wordmark in white and green, for dark backgrounds (nav, footer), drawn in the page
 * rather than as an image: an image of it (a separate SVG document to decode) was the largest
 * element on short pages, so their Largest Contentful Paint waited on it; drawn inline it paints
 * with the text. Squeezed to its height (e.g. 40 × 40), only the mark shows.
 */
export function Logo({ label = siteName, className }: { label?: string; className?: string }) {
  const titleId = useId();
  return (
    <svg
      className={className}
      role="img"
      aria-labelledby={titleId}
      width="200"
      height="40"
      viewBox="0 0 200 40"
      preserveAspectRatio="xMinYMid slice"
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={titleId}>{label}</title>
      <rect width="40" height="40" rx="9" fill="#0f7a3d" />
      <rect x="9" y="9" width="22" height="14" rx="2" fill="none" stroke="#fff" strokeWidth="2.5" />
      <path d="M6 27h28" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M7 32.5q3.25-3 6.5 0t6.5 0 6.5 0 6.5 0" fill="none" stroke="#4ade80" strokeWidth="2.2" strokeLinecap="round" />
      <text x="50" y="27" fill="#fff" fontFamily={theme.fonts.heading} fontSize="19" fontWeight="700">
        Digital <tspan fill="#4ade80">Harbor</tspan>
      </text>
    </svg>
  );
}
