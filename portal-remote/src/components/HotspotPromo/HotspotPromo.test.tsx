import { act, fireEvent, screen } from '@testing-library/react';
import { mockMatchMedia, renderInSite } from 'ui/testing';
import { InEnglish } from '../../testing/portalContent';
import { HotspotPromo } from './HotspotPromo';

const picture = () => screen.getByRole('img');
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  mockMatchMedia(false);
});
afterEach(() => jest.useRealTimers());

describe('HotspotPromo', () => {
  it('shows the next of four pictures every 5 seconds, wrapping around', () => {
    renderInSite(
      <InEnglish>
        <HotspotPromo />
      </InEnglish>,
    );
    const seen = [picture().getAttribute('alt')];
    for (let turn = 0; turn < 4; turn += 1) {
      wait(4999);
      expect(picture()).toHaveAttribute('alt', seen.at(-1));
      wait(1);
      seen.push(picture().getAttribute('alt'));
    }
    expect(new Set(seen.slice(0, 4)).size).toBe(4);
    expect(seen[4]).toBe(seen[0]);
    expect(screen.getByRole('link', { name: 'See the hotspot' })).toHaveAttribute('href', '/shieldhotspotsim');
  });

  it('holds the picture while the pointer is on it', () => {
    renderInSite(
      <InEnglish>
        <HotspotPromo />
      </InEnglish>,
    );
    const first = picture().getAttribute('alt');
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Shield 4G Hotspot' }));
    wait(15000);
    expect(picture()).toHaveAttribute('alt', first);
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Shield 4G Hotspot' }));
    wait(5000);
    expect(picture()).not.toHaveAttribute('alt', first);
  });

  it('holds the picture while focus is inside it', () => {
    renderInSite(
      <InEnglish>
        <HotspotPromo />
      </InEnglish>,
    );
    const first = picture().getAttribute('alt');
    act(() => screen.getByRole('link', { name: 'See the hotspot' }).focus());
    wait(15000);
    expect(picture()).toHaveAttribute('alt', first);
  });

  it('can be paused and played with its button', () => {
    renderInSite(
      <InEnglish>
        <HotspotPromo />
      </InEnglish>,
    );
    const first = picture().getAttribute('alt');
    fireEvent.click(screen.getByRole('button', { name: 'Pause pictures' }));
    // Moving off the button must not restart it.
    act(() => screen.getByRole('button', { name: 'Play pictures' }).blur());
    wait(15000);
    expect(picture()).toHaveAttribute('alt', first);
    fireEvent.click(screen.getByRole('button', { name: 'Play pictures' }));
    act(() => screen.getByRole('button', { name: 'Pause pictures' }).blur());
    wait(5000);
    expect(picture()).not.toHaveAttribute('alt', first);
  });

  it('does not move under reduced motion', () => {
    mockMatchMedia((query) => query.includes('reduce'));
    renderInSite(
      <InEnglish>
        <HotspotPromo />
      </InEnglish>,
    );
    const first = picture().getAttribute('alt');
    wait(15000);
    expect(picture()).toHaveAttribute('alt', first);
    expect(screen.queryByRole('button', { name: 'Pause pictures' })).not.toBeInTheDocument();
  });
});
