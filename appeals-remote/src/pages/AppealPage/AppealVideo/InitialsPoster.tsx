import { useId } from 'react';
import { theme } from 'ui';

/** "Theo van der Berg" → "TB": first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * A light poster drawn in SVG (no image to download): the person's initials in a ring, on a green
 * to black fade that sets the video apart from the navy page around it.
 */
export function InitialsPoster({ name, width, height }: { name: string; width: number; height: number }) {
  const { colors, fonts } = theme;
  const centreY = Math.round(height * 0.36);
  // useId's characters are not all valid in a url(#...) reference.
  const fadeId = `poster-fade-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={fadeId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={colors.primary} />
          <stop offset="1" stopColor={colors.black} />
        </linearGradient>
      </defs>
      <rect width={width} height={height} fill={`url(#${fadeId})`} />
      <circle cx={width / 2} cy={centreY} r={Math.round(width * 0.3)} fill="none" stroke={colors.accent} strokeWidth="4" />
      <text
        x={width / 2}
        y={centreY}
        dominantBaseline="central"
        textAnchor="middle"
        fill={colors.white}
        fontFamily={fonts.heading}
        fontSize={Math.round(width * 0.24)}
        fontWeight="700"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
