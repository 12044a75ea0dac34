import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockMatchMedia, renderInSite } from '../../testing';
import { Carousel, visibleSlideIndexes } from './Carousel';

const slides = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'].map((name) => ({
  id: name,
  content: (
    <article>
      <h3>{name}</h3>
      <a href={`https://news.example.org/${name}`}>Read More</a>
    </article>
  ),
}));

/** The slides a sighted visitor sees: the ones not hidden from assistive technology. */
const shownTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

afterEach(() => {
  Object.defineProperty(window, 'matchMedia', { value: undefined, configurable: true, writable: true });
  jest.useRealTimers();
});

describe('visibleSlideIndexes', () => {
  it('takes the slides after the selected one, wrapping past the end', () => {
    expect(visibleSlideIndexes(0, 3, 6)).toEqual([0, 1, 2]);
    expect(visibleSlideIndexes(5, 3, 6)).toEqual([5, 0, 1]);
    expect(visibleSlideIndexes(1, 3, 2)).toEqual([1, 0]);
  });
});

describe('Carousel', () => {
  it('is a labelled carousel of labelled slides', () => {
    renderInSite(<Carousel label="Press coverage" slides={slides} slidesPerView={3} />);

    const carousel = screen.getByRole('region', { name: 'Press coverage' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const firstSlide = screen.getByRole('group', { name: '1 of 6' });
    expect(firstSlide).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('shows three slides per view and hides the rest from screen readers and the keyboard', () => {
    renderInSite(<Carousel label="Press coverage" slides={slides} slidesPerView={3} />);

    expect(shownTitles()).toEqual(['Alpha', 'Bravo', 'Charlie']);
    const hiddenSlide = screen.getByText('Delta').closest('[aria-roledescription="slide"]');
    expect(hiddenSlide).toHaveAttribute('aria-hidden', 'true');
    expect(hiddenSlide).toHaveAttribute('inert');
  });

  it('shows one slide per view at 640px wide or less', () => {
    mockMatchMedia((query) => query === '(max-width: 640px)');
    renderInSite(<Carousel label="Press coverage" slides={slides} slidesPerView={3} />);

    expect(shownTitles()).toEqual(['Alpha']);
  });

  it('wraps around at both ends with previous and next', async () => {
    renderInSite(<Carousel label="Press coverage" slides={slides} slidesPerView={3} />);

    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownTitles()).toEqual(['Alpha', 'Bravo', 'Foxtrot']);
    expect(screen.getByRole('group', { name: '6 of 6' })).not.toHaveAttribute('aria-hidden');

    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownTitles()).toEqual(['Bravo', 'Charlie', 'Delta']);

    for (let step = 0; step < 5; step += 1) await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownTitles()).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('moves with the arrow keys', async () => {
    renderInSite(<Carousel label="Press coverage" slides={slides} />);

    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(shownTitles()).toEqual(['Charlie']);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(shownTitles()).toEqual(['Foxtrot']);
  });

  it('jumps to a slide with its dot and marks that dot current', async () => {
    renderInSite(<Carousel label="Testimonials" slides={slides} showDots />);

    await userEvent.click(screen.getByRole('button', { name: '4 of 6' }));
    expect(shownTitles()).toEqual(['Delta']);
    expect(screen.getByRole('button', { name: '4 of 6' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: '1 of 6' })).not.toHaveAttribute('aria-current');
  });

  describe('with autoplay', () => {
    beforeEach(() => jest.useFakeTimers());

    const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

    it('advances every interval and loops back to the first slide', () => {
      renderInSite(<Carousel label="Testimonials" slides={slides} autoplayInterval={5000} />);

      advance(4999);
      expect(shownTitles()).toEqual(['Alpha']);
      advance(1);
      expect(shownTitles()).toEqual(['Bravo']);
      for (let slide = 0; slide < 5; slide += 1) advance(5000);
      expect(shownTitles()).toEqual(['Alpha']);
    });

    it('keeps quiet for screen readers while rotating, and speaks up once stopped', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderInSite(<Carousel label="Testimonials" slides={slides} autoplayInterval={5000} />);
      const track = screen.getByRole('group', { name: '1 of 6' }).parentElement!;
      expect(track).toHaveAttribute('aria-live', 'off');

      await user.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
      expect(track).toHaveAttribute('aria-live', 'polite');
    });

    it('stops with the pause button and starts again with play', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderInSite(<Carousel label="Testimonials" slides={slides} autoplayInterval={5000} />);

      const carousel = screen.getByRole('region', { name: 'Testimonials' });
      // Clicking hovers and focuses the carousel, which pause it too: leave it to see the button's own effect.
      const leave = async () => {
        await user.unhover(carousel);
        act(() => (document.activeElement as HTMLElement).blur());
      };

      await user.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
      await leave();
      advance(20000);
      expect(shownTitles()).toEqual(['Alpha']);

      await user.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
      await leave();
      advance(5000);
      expect(shownTitles()).toEqual(['Bravo']);
    });

    it('pauses while hovered and while focus is inside', () => {
      renderInSite(<Carousel label="Testimonials" slides={slides} autoplayInterval={5000} />);
      const carousel = screen.getByRole('region', { name: 'Testimonials' });

      fireEvent.mouseEnter(carousel);
      advance(10000);
      expect(shownTitles()).toEqual(['Alpha']);
      fireEvent.mouseLeave(carousel);
      advance(5000);
      expect(shownTitles()).toEqual(['Bravo']);

      act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
      advance(10000);
      expect(shownTitles()).toEqual(['Bravo']);
      act(() => (document.activeElement as HTMLElement).blur());
      advance(5000);
      expect(shownTitles()).toEqual(['Charlie']);
    });

    it('starts stopped when reduced motion is preferred', () => {
      mockMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
      renderInSite(<Carousel label="Testimonials" slides={slides} autoplayInterval={5000} />);

      advance(15000);
      expect(shownTitles()).toEqual(['Alpha']);
      expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
    });
  });
});
