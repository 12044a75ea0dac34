import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleAddress } from 'composition-contract/providers-testing';
import { renderInSite } from 'ui/testing';
import { forms } from '../../config/embeds';
import PowerUp from '.';

describe('Power up your impact', () => {
  it('prefills the form with the donation, names, donor id and email, encoded', () => {
    renderInSite(<PowerUp />, {
      route: '/powerup?donation=2500&namefirst=Zo%C3%AB&namelast=Smith%20%26%20Sons&donorid=D-17&email=zoe%40example.org&extra=1',
    });

    const frame = screen.getByTitle(forms.powerUp.title);
    const url = new URL(frame.getAttribute('src') ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      donation: '2500',
      namefirst: 'Zoë',
      namelast: 'Smith & Sons',
      donorid: 'D-17',
      email: 'zoe@example.org',
    });
    expect(url.search).toContain('namelast=Smith+%26+Sons');
  });

  it('opens the plain form when the link has no details, and its button scrolls to it', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderInSite(<PowerUp />, { route: '/powerup' });

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Power Up Your Impact');
    expect(screen.getByTitle(forms.powerUp.title)).toHaveAttribute('src', exampleAddress(forms.powerUp.key));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Your Gift' }));
    expect(scrollTo).toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Confirm Your Gift' })).toHaveFocus();
    scrollTo.mockRestore();
  });
});
