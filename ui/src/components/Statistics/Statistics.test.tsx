import { act, screen } from '@testing-library/react';
import { mockIntersectionObserver, renderInSite } from '../../testing';
import { Statistics } from './Statistics';

const items = [
  { value: 3607, label: 'Computers donated' },
  { value: 2014800, suffix: '+', label: 'Internet hours' },
];

/** The digits on screen (hidden from screen readers while they count). */
const shownFigure = (text: string) => screen.getByText(text, { selector: '[aria-hidden="true"]' });

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  Object.defineProperty(window, 'matchMedia', { value: undefined, configurable: true, writable: true });
  jest.useRealTimers();
});

describe('Statistics', () => {
  it('lists each figure, formatted, with its label', () => {
    renderInSite(<Statistics items={items} />);

    const figures = screen.getAllByRole('listitem');
    expect(figures[0]).toHaveTextContent('3,607');
    expect(figures[0]).toHaveTextContent('Computers donated');
    expect(figures[1]).toHaveTextContent('2,014,800+');
  });

  it('counts up over 5 seconds once visible, the final figure always there for screen readers', async () => {
    jest.useFakeTimers();
    const viewport = mockIntersectionObserver();
    renderInSite(<Statistics items={items} countUp />);

    // Waiting below the fold: zero on screen, the real figure for assistive technology.
    expect(shownFigure('0')).toBeInTheDocument();
    expect(screen.getByText('3,607', { selector: ':not([aria-hidden])' })).toBeInTheDocument();

    await viewport.show();
    act(() => jest.advanceTimersByTime(2500));
    const halfway = Number(screen.getAllByText(/^[\d,]+$/, { selector: '[aria-hidden="true"]' })[0]!.textContent!.replace(/,/g, ''));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(3607);

    act(() => jest.advanceTimersByTime(2600));
    expect(shownFigure('3,607')).toBeInTheDocument();
    expect(shownFigure('2,014,800+')).toBeInTheDocument();
  });

  it('shows the final figures at once when reduced motion is preferred', () => {
    mockIntersectionObserver();
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    renderInSite(<Statistics items={items} countUp />);

    expect(shownFigure('3,607')).toBeInTheDocument();
  });
});
