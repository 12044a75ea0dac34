import { screen, within } from '@testing-library/react';
import { renderInSite } from 'ui/testing';
import Volunteer from '.';

describe('Volunteer', () => {
  beforeEach(() => renderInSite(<Volunteer />));

  it('opens with a hero linking to the volunteer sign-up site and /contact', () => {
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveAccessibleName('Volunteer With Us');
    const [signUp, contact] = within(title.parentElement!).getAllByRole('link');
    expect(signUp).toHaveAccessibleName('Sign Up to Volunteer');
    expect(signUp).toHaveAttribute('target', '_blank');
    expect(contact).toHaveAttribute('href', '/contact');
  });

  it('lists the four opportunities, the technology one at 10AM', () => {
    const list = screen.getByRole('region', { name: 'Current Opportunities' });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((title) => title.textContent)).toEqual([
      'Refurbish laptops',
      'Translate a document into Spanish',
      'Join the Pepper Fest planning committee',
      'Help build our technology',
    ]);
    const technology = within(list).getByRole('heading', { name: 'Help build our technology' }).closest('li')!;
    expect(technology).toHaveTextContent('When10AM');
    const translate = within(list).getByRole('heading', { name: 'Translate a document into Spanish' }).closest('li')!;
    expect(translate).toHaveTextContent('WhereRemote');
  });

  it("shares a volunteer's words", () => {
    expect(screen.getByRole('region', { name: 'Why Our Volunteers Come Back' })).toHaveTextContent('Nadia F.');
  });
});
