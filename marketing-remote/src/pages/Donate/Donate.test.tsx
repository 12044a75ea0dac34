import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleAddress } from 'composition-contract/providers-testing';
import { renderInSite } from 'ui/testing';
import { forms } from '../../config/embeds';
import Donate from '.';

describe('Donate Computers', () => {
  it('opens with its h1, and Donate Now takes the visitor to the donation form', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderInSite(<Donate />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Donate Computers');
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    const formSection = screen.getByRole('region', { name: 'Electronics Donation Form' });
    expect(formSection).toHaveFocus();
    expect(scrollTo).toHaveBeenCalled();
    const frame = within(formSection).getByTitle(forms.electronicsDonation.title);
    expect(frame).toHaveAttribute('src', exampleAddress(forms.electronicsDonation.key));
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(within(formSection).getByRole('link', { name: 'Open the form in a new tab' })).toHaveAttribute('href', exampleAddress(forms.electronicsDonation.key));
    scrollTo.mockRestore();
  });

  it('explains the pickup threshold, data erasure and receipts, and points small donations to drop-off', () => {
    renderInSite(<Donate />);

    expect(screen.getByText(/10 or more devices\? We pick them up for free/)).toBeInTheDocument();
    expect(screen.getByText(/NIST 800-88/)).toBeInTheDocument();
    expect(screen.getByText(/R2-certified partners/)).toBeInTheDocument();
    expect(screen.getByText(/tax-deductible receipt/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See drop-off locations' })).toHaveAttribute('href', '/ewastedropoff');
  });

  it('ends with link cards to /support, /contact and /volunteer', () => {
    renderInSite(<Donate />);

    expect(screen.getByRole('link', { name: 'Fund Our Work' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('link', { name: 'Host a Computer Drive' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Volunteer' })).toHaveAttribute('href', '/volunteer');
  });
});
