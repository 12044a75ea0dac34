import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleAddress } from 'composition-contract/providers-testing';
import { renderInSite } from 'ui/testing';
import { forms } from '../../config/embeds';
import Apply from '.';
import { applicationProcess } from '../../content/apply';

describe('Apply for a Device', () => {
  it('has its hero button lead to the application form', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderInSite(<Apply />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Apply for a Device');
    await userEvent.click(screen.getByRole('button', { name: 'Apply for a Device' }));
    const formSection = screen.getByRole('region', { name: 'Computer Application' });
    expect(formSection).toHaveFocus();
    expect(within(formSection).getByTitle(forms.computerApplication.title)).toHaveAttribute('src', exampleAddress(forms.computerApplication.key));
    scrollTo.mockRestore();
  });

  it('shows the 41% claim, who can apply with a link to /eligibility, and the process in order', () => {
    renderInSite(<Apply />);

    expect(screen.getByText('41%').closest('p')).toHaveTextContent(
      '41% of lower-income adults in the United States do not own a desktop or laptop computer.',
    );
    expect(screen.getByText(/about 10 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check the income requirements' })).toHaveAttribute('href', '/eligibility');
    const steps = within(screen.getByRole('region', { name: 'The Application Process' })).getAllByRole('listitem');
    expect(steps).toHaveLength(applicationProcess.steps.length);
    expect(steps[0]).toHaveTextContent(/recommender/);
    expect(steps[5]).toHaveTextContent(/follow up/);
  });
});
