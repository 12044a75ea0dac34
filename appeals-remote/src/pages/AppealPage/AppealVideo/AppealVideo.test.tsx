import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleAddress, offProviders, setPageProviders } from 'composition-contract/providers-testing';
import { renderInSite } from 'ui/testing';
import { informalAppeal } from '../testAppeals';
import { AppealVideo } from '.';
import { initialsOf } from './InitialsPoster';

const { name, video } = informalAppeal;
const videoUrl = `${exampleAddress('appealVideos')}${video}`;

describe('AppealVideo', () => {
  it('shows a 360x640 poster with the initials and a play button, and loads no player', () => {
    const { container } = renderInSite(<AppealVideo name={name} video={video} />);
    const play = screen.getByRole('button', { name: 'Play video message for Theo van der Berg' });
    expect(play).toHaveTextContent('Play video');
    const poster = play.querySelector('svg');
    expect(poster).toHaveAttribute('width', '360');
    expect(poster).toHaveAttribute('height', '640');
    expect(poster).toHaveTextContent('TB');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('offers the video in a new tab without a referrer before and after play', async () => {
    renderInSite(<AppealVideo name={name} video={video} />);
    const before = screen.getByRole('link', { name: 'Watch the video in a new tab' });
    expect(before).toHaveAttribute('href', videoUrl);
    expect(before).toHaveAttribute('rel', 'noopener noreferrer');

    await userEvent.click(screen.getByRole('button', { name: /^Play video/ }));
    const after = screen.getByRole('link', { name: 'Watch the video in a new tab' });
    expect(after).toHaveAttribute('href', `${videoUrl}?autoplay=1`);
    expect(after).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('loads the vertical player on play, starting at once, sending no referrer, with focus in it', async () => {
    renderInSite(<AppealVideo name={name} video={video} />);
    await userEvent.click(screen.getByRole('button', { name: /^Play video/ }));

    const player = screen.getByTitle('Video message for Theo van der Berg');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', `${videoUrl}?autoplay=1`);
    expect(player).toHaveAttribute('width', '360');
    expect(player).toHaveAttribute('height', '640');
    expect(player).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(player).toHaveAttribute('allowfullscreen');
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Play video/ })).not.toBeInTheDocument();
  });

  it('works by keyboard', async () => {
    const user = userEvent.setup();
    renderInSite(<AppealVideo name={name} video={video} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /^Play video/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTitle('Video message for Theo van der Berg')).toHaveFocus();
  });
});

describe('AppealVideo without a video provider', () => {
  it('shows the poster and says the video is not available, with nothing to press', () => {
    setPageProviders(offProviders);
    const { container } = renderInSite(<AppealVideo name={name} video={video} />);

    expect(screen.getByText('The video message is not available on this site right now.')).toBeVisible();
    expect(container.querySelector('svg')).toHaveTextContent('TB');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
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
