import { exampleAddress } from 'composition-contract/providers-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from 'ui/testing';
import type { Appeal } from '../../../content/appealEntries';
import { formalAppeal, informalAppeal } from '../testAppeals';
import { DonationSection } from '.';

function renderDonation(appeal: Appeal = informalAppeal) {
  renderInSite(<DonationSection appeal={appeal} />);
  return {
    amounts: screen.getByRole('group', { name: 'Amount' }),
    methods: screen.getByRole('group', { name: 'Payment method' }),
    summary: screen.getByRole('group', { name: 'Your gift' }),
  };
}

/** The query of the link the visitor follows, as the form provider will read it. */
function continueLinkQuery() {
  const link = screen.getByRole('link', { name: 'Continue to the donation form' });
  const url = new URL(link.getAttribute('href') ?? '');
  return { url, params: Object.fromEntries(url.searchParams) };
}

describe('DonationSection', () => {
  it("offers amounts around the page's default, the default chosen", () => {
    const { amounts } = renderDonation();
    const options = within(amounts).getAllByRole('radio');
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual([
      '$250,000',
      '$500,000',
      '$1,000,000',
      '$2,000,000',
      'Other amount',
    ]);
    expect(within(amounts).getByRole('radio', { name: '$1,000,000' })).toBeChecked();
  });

  it('follows a smaller default amount', () => {
    const { amounts } = renderDonation(formalAppeal);
    expect(within(amounts).getAllByRole('radio').map((option) => option.closest('label')?.textContent)).toEqual([
      '$2,500',
      '$5,000',
      '$10,000',
      '$20,000',
      'Other amount',
    ]);
    expect(within(amounts).getByRole('radio', { name: '$10,000' })).toBeChecked();
  });

  it('offers the five payment methods, credit card first and chosen', () => {
    const { methods } = renderDonation();
    expect(within(methods).getAllByRole('radio').map((option) => option.closest('label')?.textContent)).toEqual([
      'Credit card',
      'Bank transfer',
      'Stock',
      'Donor-advised fund',
      'Check',
    ]);
    expect(within(methods).getByRole('radio', { name: 'Credit card' })).toBeChecked();
  });

  it('summarises the choice and links to the prefilled form, every value encoded', () => {
    const { summary } = renderDonation();
    expect(summary).toHaveTextContent('$1,000,000 by credit card');
    expect(summary).toHaveTextContent(`Next: our donation partner's secure form at ${new URL(exampleAddress('appealDonationForm')).host}`);

    const { url, params } = continueLinkQuery();
    expect(`${url.origin}${url.pathname}`).toBe(exampleAddress('appealDonationForm'));
    expect(params).toEqual({
      donation: '1000000',
      namefirst: 'Theo',
      namelast: 'van der Berg',
      donorid: 'theovanderberg',
      email: 'theo+gifts@example.com',
      method: 'credit',
    });
    // Encoded as forms decode them: a space as "+", a "+" as %2B (else it would read as a space).
    expect(url.search).toContain('namelast=van+der+Berg');
    expect(url.search).toContain('email=theo%2Bgifts%40example.com');
    expect(screen.getByRole('link', { name: 'Continue to the donation form' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('carries a preset amount and a method chosen with the mouse', async () => {
    const user = userEvent.setup();
    const { summary } = renderDonation();
    await user.click(screen.getByRole('radio', { name: '$250,000' }));
    await user.click(screen.getByText('Donor-advised fund'));

    expect(summary).toHaveTextContent('$250,000 by donor-advised fund');
    expect(summary).toHaveTextContent('our team sends you what your fund needs');
    expect(continueLinkQuery().params).toMatchObject({ donation: '250000', method: 'daf' });
  });

  it('works by keyboard: arrow keys move the choice within each radio group', async () => {
    const user = userEvent.setup();
    renderDonation();
    const defaultAmount = screen.getByRole('radio', { name: '$1,000,000' });
    defaultAmount.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '$2,000,000' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Credit card' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    expect(continueLinkQuery().params).toMatchObject({ donation: '2000000', method: 'bank' });
  });

  it('takes a free amount in whole dollars', async () => {
    const user = userEvent.setup();
    const { summary } = renderDonation();
    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    expect(summary).toHaveTextContent('Enter an amount above to continue.');
    expect(screen.queryByRole('link', { name: 'Continue to the donation form' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Your amount in dollars' }), '$12,500');
    expect(summary).toHaveTextContent('$12,500 by credit card');
    expect(continueLinkQuery().params).toMatchObject({ donation: '12500' });
  });

  it.each(['12.50', '-5', '0', 'lots', '1,00'])('refuses %p with a clear message once the field is left', async (typed) => {
    const user = userEvent.setup();
    const { summary } = renderDonation();
    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    const field = screen.getByRole('textbox', { name: 'Your amount in dollars' });
    await user.type(field, typed);
    await user.tab();

    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Enter a whole number of dollars greater than 0, without cents/);
    expect(summary).toHaveTextContent('Enter an amount above to continue.');
    expect(screen.queryByRole('link', { name: 'Continue to the donation form' })).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '750');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(continueLinkQuery().params).toMatchObject({ donation: '750' });
  });

  it('asks for an amount when the free amount is left empty', async () => {
    const user = userEvent.setup();
    renderDonation();
    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    await user.click(screen.getByRole('textbox', { name: 'Your amount in dollars' }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Your amount in dollars' })).toHaveAccessibleDescription(
      /Enter the amount you would like to give, in whole dollars\./,
    );
  });

  it("keeps the organisation's contact beside the form link", () => {
    const { summary } = renderDonation();
    expect(within(summary).getByRole('link', { name: 'giving@example.org' })).toHaveAttribute('href', 'mailto:giving@example.org');
    expect(within(summary).getByRole('link', { name: '(201) 555-0100' })).toHaveAttribute('href', 'tel:2015550100');
  });
});
