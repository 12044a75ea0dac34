import type { ReactElement } from 'react';
import type { SocialNetwork } from '../../config/embeds';

/* Simple 24px glyphs drawn in currentColor: lighter than the brands' official artwork. */
const glyphs: Record<SocialNetwork, ReactElement> = {
  facebook: <path d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3a21 21 0 0 0-2.4-.1c-2.4 0-3.9 1.4-3.9 4v2.3H7.5v3H10V21z" />,
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" />
    </>
  ),
  x: (
    <>
      <path d="M4 4h4.6l11.4 16h-4.6z" />
      <path d="M19 4l-6.3 7.2M11.3 12.8L5 20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  linkedin: (
    <path
      fillRule="evenodd"
      d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm2 7v7h2.5v-7zm1.25-3.75a1.4 1.4 0 1 0 0 2.8 1.4 1.4 0 0 0 0-2.8zM11 10v7h2.5v-3.7c0-1 .5-1.6 1.3-1.6s1.2.6 1.2 1.6V17h2.5v-4.4c0-2-1.1-2.8-2.6-2.8-1 0-1.8.5-2.4 1.2V10z"
    />
  ),
  tiktok: <path d="M14 3h3a4 4 0 0 0 4 4v3a7 7 0 0 1-4-1.3V15a6 6 0 1 1-6-6v3.2a2.8 2.8 0 1 0 3 2.8z" />,
  youtube: (
    <path
      fillRule="evenodd"
      d="M2 8.5A3.5 3.5 0 0 1 5.5 5h13A3.5 3.5 0 0 1 22 8.5v7a3.5 3.5 0 0 1-3.5 3.5h-13A3.5 3.5 0 0 1 2 15.5zM10 8.5v7l6-3.5z"
    />
  ),
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {glyphs[network]}
    </svg>
  );
}
