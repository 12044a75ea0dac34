import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadOtherLocaleLinksAnew } from './localeBoundary';

describe('one document, one locale', () => {
  const load = jest.fn();
  /** A click the page itself would handle as a move inside the site (a router link). */
  const movesInside = jest.fn();
  let stop: () => void;

  beforeEach(() => {
    load.mockReset();
    movesInside.mockReset();
    stop = loadOtherLocaleLinksAnew('en', load);
    render(
      <nav onClick={(event) => !event.defaultPrevented && (event.preventDefault(), movesInside())}>
        <a href="/es/about?ref=1#team">Quiénes somos</a>
        <a href="/team">Team</a>
        <a href="/es/about" target="_blank">Spanish, new tab</a>
        <a href="https://elsewhere.example/es/about">Elsewhere</a>
      </nav>,
    );
  });
  afterEach(() => stop());

  it('loads a link into the other language as a new document, never as a move inside this one', async () => {
    await userEvent.click(screen.getByRole('link', { name: 'Quiénes somos' }));
    expect(load).toHaveBeenCalledWith('http://localhost/es/about?ref=1#team');
    expect(movesInside).not.toHaveBeenCalled();
  });

  it("leaves links in the document's language, new tabs and other sites alone", async () => {
    await userEvent.click(screen.getByRole('link', { name: 'Team' }));
    expect(movesInside).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('link', { name: 'Spanish, new tab' }));
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(load).not.toHaveBeenCalled();
  });
});
