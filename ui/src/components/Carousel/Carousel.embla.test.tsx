import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from '../../testing';
import { Carousel } from './Carousel';

// Embla itself needs a real layout; this stand-in records what the carousel asks of it.
const listeners: Record<string, () => void> = {};
const fakeEmbla = {
  scrollTo: jest.fn(),
  selectedScrollSnap: jest.fn(() => 0),
  on: jest.fn((event: string, listener: () => void) => void (listeners[event] = listener)),
  off: jest.fn(),
  destroy: jest.fn(),
};
const createEmbla = jest.fn((..._args: unknown[]) => fakeEmbla);
jest.mock('embla-carousel', () => ({ __esModule: true, default: (...args: unknown[]) => createEmbla(...args) }));

const slides = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((name) => ({ id: name, content: <h3>{name}</h3> }));
const shownTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

function stubBrowser({ reducedMotion = false } = {}) {
  const observer = class {
    observe() {}
    disconnect() {}
  };
  Object.assign(globalThis, { IntersectionObserver: observer, ResizeObserver: observer });
  window.matchMedia = jest.fn((query: string) => ({
    matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  Object.defineProperty(window, 'matchMedia', { value: undefined, configurable: true, writable: true });
  jest.clearAllMocks();
  for (const event of Object.keys(listeners)) delete listeners[event];
});

describe('Carousel with Embla', () => {
  it('starts Embla looping on its viewport and scrolls it to the chosen slide', async () => {
    stubBrowser();
    const { unmount } = renderInSite(<Carousel label="Press coverage" slides={slides} slidesPerView={3} />);
    await waitFor(() => expect(createEmbla).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ loop: true, startIndex: 0 })));

    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(fakeEmbla.scrollTo).toHaveBeenLastCalledWith(3, false);

    unmount();
    expect(fakeEmbla.destroy).toHaveBeenCalled();
  });

  it('jumps without animation when reduced motion is preferred', async () => {
    stubBrowser({ reducedMotion: true });
    renderInSite(<Carousel label="Press coverage" slides={slides} />);
    await waitFor(() => expect(createEmbla).toHaveBeenCalled());

    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(fakeEmbla.scrollTo).toHaveBeenLastCalledWith(1, true);
  });

  it('follows a swipe: the slide Embla settles on becomes the shown one', async () => {
    stubBrowser();
    renderInSite(<Carousel label="Testimonials" slides={slides} />);
    await waitFor(() => expect(listeners.select).toBeDefined());

    fakeEmbla.selectedScrollSnap.mockReturnValue(2);
    act(() => listeners.select!());
    expect(shownTitles()).toEqual(['Charlie']);
  });
});
