import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from 'ui/testing';
import Team from '.';
import { board, team, teamPressHighlights } from '../../content/team';

describe('Team', () => {
  it('opens with the Team hero as the only h1', () => {
    renderInSite(<Team />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Meet Our Team');
  });

  it('shows every team and board member of the content, each with photo, name and title', () => {
    renderInSite(<Team />);
    const teamCards = within(screen.getByRole('region', { name: 'Our Team' })).getAllByRole('listitem');
    const boardCards = within(screen.getByRole('region', { name: 'Board of Directors' })).getAllByRole('listitem');
    expect(teamCards.map((card) => within(card).getByRole('heading').textContent)).toEqual(team.members.map((member) => member.name));
    expect(boardCards.map((card) => within(card).getByRole('heading').textContent)).toEqual(board.members.map((member) => member.name));
    expect(within(teamCards[0]!).getByRole('img', { name: 'Portrait of Amara Osei' })).toHaveAttribute('loading', 'lazy');
    expect(within(teamCards[0]!).getByRole('heading', { name: 'Amara Osei' })).toBeInTheDocument();
    expect(boardCards[1]).toHaveTextContent('Hart & Lowe Accounting');
  });

  it('opens a member profile in a new tab, and shows no link for members without one', () => {
    renderInSite(<Team />);
    const profile = screen.getByRole('link', { name: 'View profile of Grace Liu (opens in a new tab)' });
    expect(profile).toHaveAttribute('target', '_blank');
    expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
    const julia = screen.getByRole('heading', { name: 'Julia Moreno' }).closest('li')!;
    expect(within(julia).queryByRole('link')).toBeNull();
  });

  it('scrolls to the team and the board 100 px below the top', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    renderInSite(<Team />);
    document.getElementById('board')!.getBoundingClientRect = () => ({ top: 1800 }) as DOMRect;
    document.getElementById('team')!.getBoundingClientRect = () => ({ top: 600 }) as DOMRect;

    await userEvent.click(screen.getByRole('button', { name: 'Our Board' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1700, behavior: 'smooth' });
    expect(screen.getByRole('region', { name: 'Board of Directors' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Our Team' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 500, behavior: 'smooth' });
    scrollTo.mockRestore();
  });

  it('repeats the press highlights', () => {
    renderInSite(<Team />);
    const press = screen.getByRole('region', { name: 'Press Highlights' });
    expect(within(press).getAllByRole('article')).toHaveLength(teamPressHighlights.items.length);
    expect(within(press).getByRole('link', { name: 'All press coverage' })).toHaveAttribute('href', '/press');
  });
});
