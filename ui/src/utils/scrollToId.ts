import { reducedMotionQuery } from '../hooks/useMediaQuery';
import { theme } from '../theme/theme';

/**
 * Scrolls so the element with this id sits `offset` px below the top of the window (clear of
 * the fixed nav). Smooth unless the user asked for reduced motion; a missing id does nothing.
 * Keyboard focus moves there too, so the next Tab continues from the section, not the button.
 */
export function scrollToId(id: string, offset: number = theme.layout.anchorOffsetPx): void {
  const element = document.getElementById(id);
  if (!element) return;

  const prefersReducedMotion =
    typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;

  window.scrollTo({
    top: element.getBoundingClientRect().top + window.scrollY - offset,
    behavior: prefersReducedMotion ? 'auto' : 'smooth',
  });
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
