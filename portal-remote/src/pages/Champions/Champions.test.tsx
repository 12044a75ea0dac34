import { screen, within } from '@testing-library/react';
import { champions, errorAnswers } from 'test-support/api-answers';
import { installFakeApi, sessionTokenFor } from '../../testing/fakeApi';
import { portalApi } from '../../testing/portalApi';
import { renderPortalAt } from '../../testing/renderPortal';

const grace = champions.grace;
const robert = champions.robert;

function signedInAs(recordId: string, token: string) {
  sessionStorage.setItem('session', token);
  sessionStorage.setItem('recordId', recordId);
}

beforeEach(() => sessionStorage.clear());

describe('champion profile', () => {
  it('greets the champion and shows the details as text, from what the portal saved', async () => {
    const token = sessionTokenFor(grace.id);
    signedInAs(grace.id, token);
    sessionStorage.setItem('championResp', JSON.stringify(grace));
    sessionStorage.setItem('type', 'Contacts');
    const fetchMock = installFakeApi(portalApi({ champion: grace, token }));
    renderPortalAt(`/champions?recordId=${grace.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Grace' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Your details' });
    const shown = Object.fromEntries(
      within(details)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(shown).toEqual({
      'First name': 'Grace',
      'Last name': 'Kim',
      Title: 'Computer Applicant',
      Email: 'applicant.client@example.org',
      Phone: '201-555-0106',
      Address: '142 Washington Street',
      'Apt/Suite/Unit': 'Unit 12',
      City: 'Waltham',
      'State/Region': 'MA',
      Country: 'United States',
    });
    // Read-only: no inputs, and no buttons that do nothing.
    expect(within(details).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(details).queryByRole('button')).not.toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks the profile current in the side menu, beside the applications', async () => {
    const token = sessionTokenFor(grace.id);
    signedInAs(grace.id, token);
    installFakeApi(portalApi({ champion: grace, token }));
    renderPortalAt(`/champions?recordId=${grace.id}`);

    const menu = await screen.findByRole('navigation', { name: 'Portal' });
    expect(within(menu).getByRole('link', { name: 'Champion' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Computer Applications' })).toHaveAttribute('href', `/portal?recordId=${grace.id}`);
  });

  it('reads the champion from the API when nothing is saved, and names the donations for a donor', async () => {
    const token = sessionTokenFor(robert.id);
    signedInAs(robert.id, token);
    installFakeApi(portalApi({ champion: robert, token }));
    renderPortalAt(`/champions?recordId=${robert.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Robert' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Computer Donations' })).toBeInTheDocument();
    // A missing apartment is shown as such, not as an empty gap.
    const details = screen.getByRole('region', { name: 'Your details' });
    expect(within(details).getByText('Apt/Suite/Unit').nextElementSibling).toHaveTextContent('—');
  });

  it('suggests things to do next, each a working link', async () => {
    const token = sessionTokenFor(grace.id);
    signedInAs(grace.id, token);
    installFakeApi(portalApi({ champion: grace, token }));
    renderPortalAt(`/champions?recordId=${grace.id}`);

    const box = await screen.findByRole('region', { name: 'We thought you may be interested...' });
    expect(within(box).getByRole('link', { name: 'Get connected' })).toHaveAttribute('href', '/shield');
    expect(within(box).getByRole('link', { name: 'Become a volunteer' })).toHaveAttribute('href', '/volunteer');
  });

  it('ends the session for a token of another record', async () => {
    signedInAs(grace.id, sessionTokenFor(robert.id));
    sessionStorage.setItem('championResp', JSON.stringify(grace));
    installFakeApi(() => errorAnswers.sessionExpired);
    renderPortalAt(`/champions?recordId=${grace.id}`);

    expect(await screen.findByRole('alert')).toHaveTextContent('Session expired. Please log in again.');
    expect(sessionStorage.getItem('championResp')).toBeNull();
  });
});
