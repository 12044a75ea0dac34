import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { reducedMotionQuery } from '../../hooks/useMediaQuery';
// From the shared `ui` (this entry point is bundled by the pages that use it; what `ui` shares is not).
import { formatWholeNumber, theme, VisuallyHidden } from 'ui';
import { whenOnScreen } from '../../utils/whenOnScreen';

export type Statistic = {
  value: number;
  label: string;
  /** Shown before the number, e.g. "$". */
  prefix?: string;
  /** Shown after the number, e.g. "+" or " lb". */
  suffix?: string;
};

export type StatisticsProps = {
  items: Statistic[];
  /** Counts each number up from 0 once the list comes into view. */
  countUp?: boolean;
  /** How long counting takes, in ms. */
  durationMs?: number;
  /** 'dark' for a navy background. */
  tone?: 'light' | 'dark';
};

const fullText = ({ prefix = '', value, suffix = '' }: Statistic) => `${prefix}${formatWholeNumber(value)}${suffix}`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${theme.space.lg};
  padding: 0;
  list-style: none;
  text-align: center;
`;

const Item = styled.li<{ $tone: 'light' | 'dark' }>`
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${({ $tone }) => ($tone === 'dark' ? 'rgba(255, 255, 255, 0.06)' : theme.colors.background)};
  box-shadow: ${({ $tone }) => ($tone === 'dark' ? 'none' : theme.shadows.card)};
`;

const Figure = styled.span<{ $tone: 'light' | 'dark' }>`
  display: block;
  font-size: ${theme.fontSizes.xxl};
  font-weight: ${theme.fontWeights.bold};
  line-height: ${theme.lineHeights.tight};
  color: ${({ $tone }) => ($tone === 'dark' ? theme.colors.accent : theme.colors.primary)};
  /* Equal-width digits: a counting number does not wobble. */
  font-variant-numeric: tabular-nums;
`;

const Label = styled.span<{ $tone: 'light' | 'dark' }>`
  display: block;
  margin-top: ${theme.space.sm};
  color: ${({ $tone }) => ($tone === 'dark' ? theme.colors.mutedOnDark : theme.colors.muted)};
`;

/** The fraction of the count shown `elapsed` ms in: fast at first, easing into the final value. */
const easeOut = (elapsed: number, duration: number) => 1 - (1 - Math.min(elapsed / duration, 1)) ** 3;

/**
 * 0 to 1 over `durationMs` once `target` is on screen; 1 from the start on the server, without
 * IntersectionObserver, or when reduced motion is preferred (the final numbers, no animation).
 */
function useCountUpProgress(enabled: boolean, durationMs: number) {
  const target = useRef<HTMLUListElement>(null);
  const [progress, setProgress] = useState(1);

  useEffect(() => {
    const element = target.current;
    const reducedMotion = typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;
    if (!enabled || !element || reducedMotion || typeof IntersectionObserver !== 'function') return undefined;

    setProgress(0);
    let frame = 0;
    const stopWatching = whenOnScreen(element, () => {
      const start = performance.now();
      const tick = (now: number) => {
        const elapsed = now - start;
        setProgress(easeOut(elapsed, durationMs));
        if (elapsed < durationMs) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    return () => {
      stopWatching();
      cancelAnimationFrame(frame);
    };
  }, [enabled, durationMs]);

  return { target, progress };
}

/**
 * A row of key figures. With `countUp` the numbers count up (5 s by default) when first seen;
 * screen readers always get the final figure, the counting digits are hidden from them.
 */
export function Statistics({ items, countUp = false, durationMs = 5000, tone = 'light' }: StatisticsProps) {
  const { target, progress } = useCountUpProgress(countUp, durationMs);

  return (
    <List ref={target}>
      {items.map((item) => (
        <Item key={item.label} $tone={tone}>
          <Figure $tone={tone}>
            <span aria-hidden="true">{fullText({ ...item, value: Math.round(item.value * progress) })}</span>
            <VisuallyHidden>{fullText(item)}</VisuallyHidden>
          </Figure>
          <Label $tone={tone}>{item.label}</Label>
        </Item>
      ))}
    </List>
  );
}
