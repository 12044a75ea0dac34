import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from 'ui/testing';
import { informalAppeal } from '../testAppeals';
import { AppealVideo } from '.';
import { initialsOf } from './InitialsPoster';

const { name, videoUrl } = informalAppeal;

describe('AppealVideo', () => {
  it('shows a 360x640 poster with the initials and a play button, and loads no player', () => {
    const { container } = renderInSite(<AppealVideo name={name} videoUrl={videoUrl} />);
    const play = screen.getByRole('button', { name: 'Play video message for Theo van der Berg' });
    expect(play).toHaveTextContent('Play video');
    const poster = play.querySelector('svg');
    expect(poster).toHaveAttribute('width', '360');
    expect(poster).toHaveAttribute('height', '640');
    expect(poster).toHaveTextContent('TB');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('offers the video in a new tab without a referrer before and after play', async () => {
    renderInSite(<AppealVideo name={name} videoUrl={videoUrl} />);
    const before = screen.getByRole('link', { name: 'Watch the video in a new tab' });
    expect(before).toHaveAttribute('href', videoUrl);
    expect(before).toHaveAttribute('rel', 'noopener noreferrer');

    await userEvent.click(screen.getByRole('button', { name: /^Play video/ }));
    const after = screen.getByRole('link', { name: 'Watch the video in a new tab' });
    expect(after).toHaveAttribute('href', `${videoUrl}&autoplay=1`);
    expect(after).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('loads the vertical player on play, starting at once, sending no referrer, with focus in it', async () => {
    renderInSite(<AppealVideo name={name} videoUrl={videoUrl} />);
    await userEvent.click(screen.getByRole('button', { name: /^Play video/ }));

    const player = screen.getByTitle('Video message for Theo van der Berg');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://video.example.org/embed/appeal-theo?lang=en&autoplay=1');
    expect(player).toHaveAttribute('width', '360');
    expect(player).toHaveAttribute('height', '640');
    expect(player).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(player).toHaveAttribute('allowfullscreen');
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Play video/ })).not.toBeInTheDocument();
  });

  it('works by keyboard', async () => {
    const user = userEvent.setup();
    renderInSite(<AppealVideo name={name} videoUrl={videoUrl} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /^Play video/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTitle('Video message for Theo van der Berg')).toHaveFocus();
  });
});

describe('initialsOf', () => {
  it.each([
    ['Theo van der Berg', 'TB'],
    ["Declan O'Rourke", 'DO'],
    ['Ximena Albarrán', 'XA'],
    ['Cher', 'C'],
  ])('%s → %s', (fullName, initials) => {
    expect(initialsOf(fullName)).toBe(initials);
  });
});
