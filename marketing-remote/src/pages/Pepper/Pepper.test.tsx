import { screen, within } from '@testing-library/react';
import { renderInSite } from 'ui/testing';
import Pepper from '.';

describe('Pepper Fest', () => {
  it('links Buy Tickets to the ticketing service in a new tab', () => {
    renderInSite(<Pepper />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Pepper Fest');
    const tickets = screen.getByRole('link', { name: 'Buy Tickets' });
    expect(tickets.getAttribute('href')).toMatch(/^https:\/\//);
    expect(tickets).toHaveAttribute('target', '_blank');
  });

  it('gives the date, time, place and the competition rules', () => {
    renderInSite(<Pepper />);

    const facts = screen.getByRole('region', { name: 'Save the Date' });
    expect(within(facts).getByText('Saturday, 5 October 2024')).toHaveAttribute('datetime', '2024-10-05');
    expect(facts).toHaveTextContent('1 PM – 5 PM EST');
    expect(facts).toHaveTextContent('Hoboken, NJ');
    expect(facts).toHaveTextContent('300+ expected');
    expect(screen.getByRole('region', { name: 'Schedule' })).toHaveTextContent(/3 PM.*up to 20 rounds/);
    const rules = screen.getByRole('region', { name: 'How the Competition Works' });
    expect(rules).toHaveTextContent('No water and no milk.');
    expect(rules).toHaveTextContent('The last contestant standing wins.');
    expect(rules).toHaveTextContent('Only 30 contestant tickets are available.');
  });

  it('introduces the three peppers, the prizes, and the donation widget', () => {
    renderInSite(<Pepper />);

    const peppers = within(screen.getByRole('region', { name: 'Meet the Peppers' })).getAllByRole('heading', { level: 3 });
    expect(peppers.map((pepper) => pepper.textContent)).toEqual(['Carolina Reaper', 'Ghost Pepper', 'Dragon’s Breath']);
    expect(screen.getByRole('region', { name: 'Prizes for the Last One Standing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the donation page in a new tab' })).toBeInTheDocument();
  });
});
