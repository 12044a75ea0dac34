import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import styled, { css } from 'styled-components';
// From the shared `ui` (this entry point is bundled by the pages that use it; what `ui` shares is not).
import { theme, useHydrated, useMediaQuery, usePrefersReducedMotion } from 'ui';
import { whenOnScreen } from '../../utils/whenOnScreen';

export type CarouselSlide = { id: string; content: ReactNode };

export type CarouselLabels = {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** Names slide `position` (1-based) of `total`, for the slide itself and its dot. */
  slide: (position: number, total: number) => string;
};

export type CarouselProps = {
  /** Names the carousel, e.g. "Press coverage". */
  label: string;
  slides: CarouselSlide[];
  /** Slides side by side on wide screens; always 1 at 640 px wide or less. */
  slidesPerView?: number;
  /** Turns on rotation every this many ms; it pauses on hover and focus and has a pause button. */
  autoplayInterval?: number;
  /** A dot per slide that jumps to it. */
  showDots?: boolean;
  labels?: Partial<CarouselLabels>;
};

const defaultLabels: CarouselLabels = {
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause automatic slide show',
  play: 'Start automatic slide show',
  slide: (position, total) => `${position} of ${total}`,
};

/** Embla's scroll "duration" is not in ms: 20 settles a move in about half a second. */
const emblaDuration = 20;
/** How near the screen (half its height, above or below) a carousel fetches and starts Embla. */
const loadMargin = '50% 0px';
const singleSlideQuery = `(max-width: ${theme.breakpoints.carouselSingle}px)`;

const wrap = (index: number, total: number) => ((index % total) + total) % total;

/** The slides at `selected` and the ones beside it that fit in the view, wrapping past the end. */
export function visibleSlideIndexes(selected: number, perView: number, total: number): number[] {
  return Array.from({ length: Math.min(perView, total) }, (_, offset) => wrap(selected + offset, total));
}

const Root = styled.section`
  position: relative;
`;

const Viewport = styled.div`
  /* Positioned, so it also clips the slides' absolutely positioned parts (visually hidden text):
     otherwise those of the slides off to the side widen the page, and a phone lays the whole page
     out wider (its desktop nav) until the carousel's code moves them. */
  position: relative;
  overflow: hidden;
  /* Room for the cards' shadows, which the overflow would otherwise cut off. */
  padding: ${theme.space.md} ${theme.space.xs};
`;

const Track = styled.div`
  display: flex;
  touch-action: pan-y pinch-zoom;
`;

const Slide = styled.div<{ $perView: number }>`
  flex: 0 0 calc(100% / ${({ $perView }) => $perView});
  min-width: 0;
  padding-inline: ${theme.space.sm};

  ${theme.media.carouselSingle} {
    flex-basis: 100%;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};
`;

const controlStyles = css`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 2px solid currentColor;
  border-radius: 50%;
  background: transparent;
  color: inherit;

  &:hover {
    background: rgba(127, 127, 127, 0.15);
  }
`;

const ControlButton = styled.button`
  ${controlStyles}
`;

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
`;

/* The visible dot is small; the button around it keeps a 32px target. */
const Dot = styled.button`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;

  &::before {
    content: '';
    width: 12px;
    height: 12px;
    border: 2px solid currentColor;
    border-radius: 50%;
  }

  &[aria-current='true']::before {
    background: currentColor;
  }
`;

function Icon({ name }: { name: 'previous' | 'next' | 'pause' | 'play' }) {
  const paths = {
    previous: 'M15 5l-7 7 7 7',
    next: 'M9 5l7 7-7 7',
    pause: 'M9 5v14M15 5v14',
    play: 'M8 5l11 7-11 7z',
  };
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill={name === 'play' ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A carousel after the WAI-ARIA Authoring Practices: a labelled region of slides (only the ones
 * in view are exposed and focusable), previous/next buttons that wrap at both ends, optional
 * dots, arrow keys, and optional rotation that stops on hover, on focus, with its pause button,
 * and starts stopped when reduced motion is preferred. Embla does the scrolling, looping and
 * swiping; the selected slide is this component's state, so the carousel works before Embla has
 * loaded and where it cannot start.
 */
export function Carousel({ label, slides, slidesPerView = 1, autoplayInterval, showDots = false, labels: customLabels }: CarouselProps) {
  const labels = { ...defaultLabels, ...customLabels };
  const total = slides.length;
  const trackId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const perView = useMediaQuery(singleSlideQuery) ? 1 : slidesPerView;

  const [selected, setSelected] = useState(0);
  const hydrated = useHydrated();
  // Where Embla starts when it arrives after a visitor already moved on.
  const selectedRef = useRef(selected);
  useEffect(() => {
    selectedRef.current = selected;
  }, [selected]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stoppedByVisitor, setStoppedByVisitor] = useState<boolean | null>(null);
  const stopped = stoppedByVisitor ?? reducedMotion;
  const rotating = autoplayInterval !== undefined && !stopped && !hovered && !focused;

  // Embla (7 kB gzipped) is fetched only by a page that shows a carousel, not with the rest of ui on
  // every page, and only once the carousel is about to be seen: below the fold, its download and its
  // start-up (a long task on a phone) stay out of the page's first seconds. Until it arrives, and
  // where the browser lacks what it needs (matchMedia, IntersectionObserver, ResizeObserver: e.g. a
  // test DOM), the buttons still change the slide.
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || typeof window.matchMedia !== 'function' || typeof IntersectionObserver !== 'function' || typeof ResizeObserver !== 'function') {
      return undefined;
    }
    let api: EmblaCarouselType | undefined;
    let unmounted = false;
    const startEmbla = () => {
      void import('embla-carousel').then(({ default: EmblaCarousel }) => {
        if (unmounted) return;
        api = EmblaCarousel(viewport, { loop: true, align: 'start', duration: emblaDuration, startIndex: selectedRef.current });
        setEmbla(api);
      });
    };
    const stopWatching = whenOnScreen(viewport, startEmbla, loadMargin);
    return () => {
      unmounted = true;
      stopWatching();
      api?.destroy();
    };
  }, []);

  const goTo = useCallback(
    (index: number) => {
      const target = wrap(index, total);
      setSelected(target);
      embla?.scrollTo(target, reducedMotion);
    },
    [embla, reducedMotion, total],
  );

  // A swipe moves Embla on its own: follow it.
  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  // Restarts on every change of slide, so a slide chosen by hand gets its full time too.
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => goTo(selected + 1), autoplayInterval);
    return () => clearTimeout(timer);
  }, [rotating, selected, autoplayInterval, goTo]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') goTo(selected - 1);
    else if (event.key === 'ArrowRight') goTo(selected + 1);
    else return;
    event.preventDefault();
  };

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const visible = new Set(visibleSlideIndexes(selected, perView, total));

  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Viewport ref={viewportRef}>
        {/* Announces the new slide after a click, but not every few seconds while rotating. */}
        <Track id={trackId} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, index) => {
            const hidden = !visible.has(index);
            return (
              <Slide
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={labels.slide(index + 1, total)}
                aria-hidden={hidden || undefined}
                inert={hidden}
                $perView={slidesPerView}
              >
                {slide.content}
              </Slide>
            );
          })}
        </Track>
      </Viewport>
      <Controls>
        {autoplayInterval !== undefined && (
          <ControlButton type="button" disabled={!hydrated} aria-label={stopped ? labels.play : labels.pause} onClick={() => setStoppedByVisitor(!stopped)}>
            <Icon name={stopped ? 'play' : 'pause'} />
          </ControlButton>
        )}
        <ControlButton type="button" disabled={!hydrated} aria-controls={trackId} aria-label={labels.previous} onClick={() => goTo(selected - 1)}>
          <Icon name="previous" />
        </ControlButton>
        {showDots && (
          <Dots>
            {slides.map((slide, index) => (
              <Dot
                key={slide.id}
                type="button"
                disabled={!hydrated}
                aria-controls={trackId}
                aria-label={labels.slide(index + 1, total)}
                aria-current={index === selected || undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </Dots>
        )}
        <ControlButton type="button" disabled={!hydrated} aria-controls={trackId} aria-label={labels.next} onClick={() => goTo(selected + 1)}>
          <Icon name="next" />
        </ControlButton>
      </Controls>
    </Root>
  );
}
