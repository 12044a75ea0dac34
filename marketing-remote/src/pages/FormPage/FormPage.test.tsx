import { screen } from '@testing-library/react';
import { exampleAddress } from 'composition-contract/providers-testing';
import { renderInSite } from 'ui/testing';
import { forms } from '../../config/embeds';
import { formPages, type FormPageName } from '../../content/formPages';
import FormPage from '.';

describe('form pages', () => {
  it.each([
    ['hotspot', 'Hotspot Request', forms.hotspot],
    ['nonprofitApplication', 'Non-Profit Application', forms.nonprofitApplication],
    ['paperApplication', 'Paper Application', forms.paperApplication],
    ['checkIn', 'Check In', forms.checkIn],
    ['eligibility', 'Income Requirements', forms.incomeRequirement],
    ['boardApplication', 'Board Sign-Up', forms.boardSignUp],
  ] as const)('%s shows its title and embeds its own form', (page: FormPageName, title, form) => {
    renderInSite(<FormPage page={page} />, { route: formPages[page].path });

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(title);
    const frame = screen.getByTitle(form.title);
    expect(frame).toHaveAttribute('src', exampleAddress(form.key));
    expect(frame).toHaveAttribute('height', String(form.height));
    expect(screen.getByRole('link', { name: 'Open the form in a new tab' })).toHaveAttribute('href', exampleAddress(form.key));
  });

  it.each([
    ['hotspot', 'See Shield internet', '/shield'],
    ['nonprofitApplication', 'Read the partner requirements', '/partner'],
    ['eligibility', 'Apply for a device', '/apply'],
    ['boardApplication', 'Meet our team and board', '/team'],
  ] as const)('%s points on to its related page', (page: FormPageName, linkText, to) => {
    renderInSite(<FormPage page={page} />);
    expect(screen.getByRole('link', { name: linkText })).toHaveAttribute('href', to);
  });
});
