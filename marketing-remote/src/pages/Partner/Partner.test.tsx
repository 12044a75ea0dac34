import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleAddress } from 'composition-contract/providers-testing';
import { renderInSite } from 'ui/testing';
import { forms } from '../../config/embeds';
import Partner from '.';

describe('Non-Profit Partnerships', () => {
  it('leads from the hero button to the partner application form', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderInSite(<Partner />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Non-Profit Partnerships');
    await userEvent.click(screen.getByRole('button', { name: 'Apply to Partner' }));
    const formSection = screen.getByRole('region', { name: 'Partner Application' });
    expect(formSection).toHaveFocus();
    expect(within(formSection).getByTitle(forms.partnerApplication.title)).toHaveAttribute('src', exampleAddress(forms.partnerApplication.key));
    scrollTo.mockRestore();
  });

  it('shows a wall of about 30 partners, why to join, and the requirements with the February 15th deadline', () => {
    renderInSite(<Partner />);

    expect(within(screen.getByRole('region', { name: 'Our Partners' })).getAllByRole('listitem').length).toBeGreaterThanOrEqual(25);
    expect(within(screen.getByRole('region', { name: 'Why Join Us' })).getAllByRole('listitem').length).toBeGreaterThan(0);
    const requirements = screen.getByRole('region', { name: 'Partner Requirements' });
    expect(within(requirements).getByText(/New Jersey, New York City or Massachusetts/)).toBeInTheDocument();
    expect(within(requirements).getByText(/align/)).toBeInTheDocument();
    expect(within(requirements).getByText(/distribute devices responsibly/)).toBeInTheDocument();
    expect(within(requirements).getByText(/due by February 15th/)).toHaveTextContent(/go to the next cycle/);
  });
});
