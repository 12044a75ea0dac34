import { screen } from '@testing-library/react';
import { exampleAddress } from 'composition-contract/providers-testing';
import { renderInSite } from 'ui/testing';
import { forms } from '../../config/embeds';
import Contact from '.';

describe('Contact', () => {
  it('shows the office hours, points to the help button, and embeds the inquiry form', () => {
    renderInSite(<Contact />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Contact Us');
    expect(screen.getByRole('region', { name: 'Office Hours' })).toHaveTextContent('Monday – Friday9:00 to 5:00 EST');
    expect(screen.getByText(/Help button in the corner of every page/)).toBeInTheDocument();
    expect(screen.getByTitle(forms.inquiry.title)).toHaveAttribute('src', exampleAddress(forms.inquiry.key));
    expect(screen.getByRole('link', { name: 'Open the form in a new tab' })).toHaveAttribute('href', exampleAddress(forms.inquiry.key));
  });
});
