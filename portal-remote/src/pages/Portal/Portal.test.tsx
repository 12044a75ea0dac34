import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { earlyRequestScript } from 'composition-contract/early-request-script';
import { EARLY_REQUESTS_GLOBAL } from 'composition-contract/early-requests';
import { portalTexts } from '../../content/portal';
import { alexView, champions, errorAnswers, graceApplication, graceAssigned, graceView, robertInventory, robertView } from 'test-support/api-answers';
import { installFakeApi, sessionTokenFor } from '../../testing/fakeApi';
import type { FetchMock } from '../../testing/fakeApi';
import { portalApi } from '../../testing/portalApi';
import type { PortalScenario } from '../../testing/portalApi';
import { renderPortalAt } from '../../testing/renderPortal';
import { routes } from '../../routes';

const grace = champions.grace;
const robert = champions.robert;
const graceToken = sessionTokenFor(grace.id);
const robertToken = sessionTokenFor(robert.id);

function signedInAs(recordId: string, token: string) {
  sessionStorage.setItem('session', token);
  sessionStorage.setItem('recordId', recordId);
}

/**
 * Grace with one application, whose fields the test may change; her computers come with it once
 * delivered, as the API answers, unless the test says which.
 */
function applicantScenario(
  application: Partial<typeof graceApplication> = {},
  { assigned, ...extra }: Partial<PortalScenario> & { assigned?: object[] } = {},
): PortalScenario {
  const record = { ...graceApplication, ...application };
  const delivered = record.Status === 'Client';
  return { champion: grace, token: graceToken, view: { ...graceView, application: record, assigned: assigned ?? (delivered ? graceAssigned : []) }, ...extra };
}

const robertScenario: PortalScenario = {
  champion: robert,
  token: robertToken,
  view: robertView,
  inventory: robertInventory,
};

/** jsdom's Blob has no text(); FileReader reads it. */
function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (blob === undefined) return reject(new Error('nothing was saved'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

const calledPaths = (fetchMock: FetchMock) => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => sessionStorage.clear());

describe('opening the email link', () => {
  it('exchanges the code, keeps the session, takes the code out of the address and shows the tracker', async () => {
    const fetchMock = installFakeApi(portalApi(applicantScenario()));
    renderPortalAt(`/portal?recordId=${grace.id}&jwt=one-time-code`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Applicant Tracker' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Grace' })).toBeInTheDocument();
    expect(screen.getByText('We created this portal specifically for you.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(`/portal?recordId=${grace.id}`);
    expect(screen.getByRole('status', { name: 'Address' })).not.toHaveTextContent('jwt');

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/jwt');
    // Then the whole first screen in one request.
    expect(calledPaths(fetchMock)).toEqual(['/api/jwt', '/api/portal-view']);
    expect(JSON.parse(String(init?.body))).toEqual({ recordID: grace.id, authCode: 'one-time-code' });
    expect(sessionStorage.getItem('session')).toBe(graceToken);
    expect(sessionStorage.getItem('recordId')).toBe(grace.id);
    expect(JSON.parse(sessionStorage.getItem('championResp') ?? '{}')).toMatchObject({ id: grace.id, First_Name: 'Grace' });
    expect(sessionStorage.getItem('module')).toBe('Contacts');
    expect(sessionStorage.getItem('type')).toBe('Contacts');
  });

  it('says so when the code was used already or has expired, with the way back to sign in', async () => {
    const fetchMock = installFakeApi(portalApi(applicantScenario({}, { answers: { jwt: errorAnswers.invalidCode } })));
    renderPortalAt(`/portal?recordId=${grace.id}&jwt=used-code`);

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired authentication code');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth');
    expect(calledPaths(fetchMock)).toEqual(['/api/jwt']);
    expect(sessionStorage.getItem('session')).toBeNull();
  });

  it('asks to try again when the exchange fails for another reason', async () => {
    installFakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    renderPortalAt(`/portal?recordId=${grace.id}&jwt=one-time-code`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching data. Please try again.');
  });

  it('asks for an id when the link has none', async () => {
    const fetchMock = installFakeApi(portalApi(applicantScenario()));
    renderPortalAt('/portal?jwt=one-time-code');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter an ID.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the session check on every load', () => {
  const expired = sessionTokenFor(grace.id, { expiresInSeconds: -1 });
  const othersToken = sessionTokenFor(robert.id);

  it.each([
    ['there is no token', null],
    ['the token does not decode', 'not-a-token'],
    ['the token has expired', expired],
    ['the token is for another record', othersToken],
    // Decoding comes first, expiry second: an expired token for another record fails as expired.
    ['the token is expired and for another record', sessionTokenFor(robert.id, { expiresInSeconds: -60 })],
  ])('ends the session when %s', async (_case, token) => {
    if (token !== null) signedInAs(grace.id, token);
    sessionStorage.setItem('championResp', JSON.stringify(grace));
    const fetchMock = installFakeApi(portalApi(applicantScenario()));
    renderPortalAt(`/portal?recordId=${grace.id}`);

    expect(await screen.findByRole('alert')).toHaveTextContent('Session expired. Please log in again.');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });

  it('ends the session when the API no longer accepts the token', async () => {
    // Well formed and in date, but not the token the API issued (e.g. signed with an old key).
    signedInAs(grace.id, sessionTokenFor(grace.id, { expiresInSeconds: 1800 }));
    installFakeApi(portalApi(applicantScenario()));
    renderPortalAt(`/portal?recordId=${grace.id}`);

    expect(await screen.findByRole('alert')).toHaveTextContent('Session expired. Please log in again.');
    expect(sessionStorage.getItem('session')).toBeNull();
  });

  it('loads with a stored session and no code', async () => {
    signedInAs(grace.id, graceToken);
    const fetchMock = installFakeApi(portalApi(applicantScenario()));
    renderPortalAt(`/portal?recordId=${grace.id}`);
    expect(await screen.findByRole('heading', { name: 'Applicant Tracker' })).toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain('/api/jwt');
  });
});

describe('one request for the portal’s data', () => {
  it('asks for the whole first screen once, with the session, and shows it', async () => {
    signedInAs(grace.id, graceToken);
    const fetchMock = installFakeApi(portalApi(applicantScenario()));
    renderPortalAt(`/portal?recordId=${grace.id}`);

    expect(await screen.findByRole('region', { name: 'Assigned Computer(s)' })).toBeInTheDocument();
    expect(calledPaths(fetchMock)).toEqual(['/api/portal-view']);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: `Bearer ${graceToken}` });
  });

  describe('started by the page as it arrives (the route’s early request, as the shell’s server writes it)', () => {
    const earlyRequest = routes.find((route) => route.path === '/portal')?.handle.earlyRequest;
    /** Runs the inline script the shell's page carries for the route, at the page's address. */
    function arriveAt(address: string) {
      if (!earlyRequest) throw new Error('the portal route declares no early request');
      window.history.replaceState(null, '', address);
      new Function(earlyRequestScript(earlyRequest))();
    }
    afterEach(() => {
      delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
      window.history.replaceState(null, '', '/');
    });

    it('is asked for once, before the code runs, and the code takes its answer', async () => {
      signedInAs(grace.id, graceToken);
      const fetchMock = installFakeApi(portalApi(applicantScenario()));
      arriveAt(`/portal?recordId=${grace.id}`);
      expect(calledPaths(fetchMock)).toEqual(['/api/portal-view']);
      expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(`Bearer ${graceToken}`);

      renderPortalAt(`/portal?recordId=${grace.id}`);
      expect(await screen.findByRole('region', { name: 'Assigned Computer(s)' })).toBeInTheDocument();
      expect(calledPaths(fetchMock)).toEqual(['/api/portal-view']);
    });

    it('is not asked for from an email link: its code is exchanged for a session first', async () => {
      signedInAs(grace.id, 'an-earlier-session');
      const fetchMock = installFakeApi(portalApi(applicantScenario()));
      arriveAt(`/portal?recordId=${grace.id}&jwt=one-time-code`);
      expect(calledPaths(fetchMock)).toEqual([]);

      renderPortalAt(`/portal?recordId=${grace.id}&jwt=one-time-code`);
      expect(await screen.findByRole('heading', { level: 2, name: 'Applicant Tracker' })).toBeInTheDocument();
      expect(calledPaths(fetchMock)).toEqual(['/api/jwt', '/api/portal-view']);
    });

    it('is not asked for without a session, and its answer is not taken for another session', async () => {
      const fetchMock = installFakeApi(portalApi(applicantScenario()));
      arriveAt(`/portal?recordId=${grace.id}`);
      expect(calledPaths(fetchMock)).toEqual([]);

      signedInAs(robert.id, robertToken);
      arriveAt(`/portal?recordId=${grace.id}`);
      signedInAs(grace.id, graceToken);
      renderPortalAt(`/portal?recordId=${grace.id}`);
      expect(await screen.findByRole('region', { name: 'Assigned Computer(s)' })).toBeInTheDocument();
      expect(calledPaths(fetchMock)).toEqual(['/api/portal-view', '/api/portal-view']);
      expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe(`Bearer ${graceToken}`);
    });
  });

  it('keeps the champion from the answer for the profile screen', async () => {
    signedInAs(grace.id, graceToken);
    sessionStorage.setItem('championResp', JSON.stringify({ ...grace, Email: 'old.address@example.org' }));
    installFakeApi(portalApi(applicantScenario()));
    renderPortalAt(`/portal?recordId=${grace.id}`);

    expect(await screen.findByRole('heading', { name: 'Applicant Tracker' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('championResp') ?? '{}')).toMatchObject({ Email: grace.Email });
  });
});

describe('loading and failures', () => {
  it('shows placeholders while the data loads', async () => {
    signedInAs(grace.id, graceToken);
    installFakeApi(() => new Promise(() => undefined));
    renderPortalAt(`/portal?recordId=${grace.id}`);
    expect((await screen.findByText('Loading your portal')).closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back,' })).toBeInTheDocument();
  });

  it('refuses a champion type without a portal view', async () => {
    const alex = champions.alex;
    const token = sessionTokenFor(alex.id);
    signedInAs(alex.id, token);
    installFakeApi(portalApi({ champion: alex, token, view: alexView }));
    renderPortalAt(`/portal?recordId=${alex.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid champion type');
  });

  it('says "Error fetching data" when the answer is not the API’s, and tries again on request', async () => {
    signedInAs(grace.id, graceToken);
    let down = true;
    const api = portalApi(applicantScenario());
    // A proxy's HTML error page: no JSON error to show.
    installFakeApi((request) => (down ? { status: 502 } : api(request)));
    renderPortalAt(`/portal?recordId=${grace.id}`);

    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching data. Please try again.');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Applicant Tracker' })).toBeInTheDocument();
  });

  it.each([errorAnswers.crmUnavailable, errorAnswers.storeUnavailable, errorAnswers.forbidden])(
    "shows the server's error when the portal cannot be read ($status)",
    async (answer) => {
      signedInAs(grace.id, graceToken);
      installFakeApi(portalApi(applicantScenario({}, { answers: { view: answer } })));
      renderPortalAt(`/portal?recordId=${grace.id}`);
      expect(await screen.findByRole('alert')).toHaveTextContent(answer.body.error);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
  );

  it('says "Network Error" when the answer does not arrive', async () => {
    signedInAs(grace.id, graceToken);
    const api = portalApi(applicantScenario());
    installFakeApi((request) => {
      if (request.path === '/api/portal-view') throw new TypeError('Failed to fetch');
      return api(request);
    });
    renderPortalAt(`/portal?recordId=${grace.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error: Unable to retrieve data.');
  });
});

describe('the applicant tracker', () => {
  const messages: [string, string][] = [
    ['Applicants No Recommendation', 'We have your application, we are now waiting on the recommendation letter from the nominating recommender (listed below). We will not review your application until we receive this.'],
    ['', 'We have received the recommendation letter from your recommender!'],
    ['Applicants to approve', 'We have everything we need! Our application committee is reviewing your application, please be patient. We will notify you once we have made a decision.'],
    ['Denied Applicant', 'Reason(s): Not located in NJ, NYC or MA'],
    ['Approved Applicants', 'You have been approved for a computer, and we will be contacting your recommender shortly to arrange the drop-off. You will be notified once delivered.'],
    ['Client', 'We are happy to inform you that we dropped off the requested computer to Waltham Family Services.'],
  ];

  it.each(messages.map(([status, message], index) => [status || '(empty)', portalTexts.applicationSteps[index]?.label, status, message]))(
    'status %s: "%s" is the current step, with its message',
    async (_name, label, status, message) => {
      signedInAs(grace.id, graceToken);
      installFakeApi(portalApi(applicantScenario({ Status: status, Denial_Reason: status === 'Denied Applicant' ? 'Not located in NJ, NYC or MA' : null })));
      renderPortalAt(`/portal?recordId=${grace.id}`);

      const steps = await screen.findByRole('list', { name: 'Application progress' });
      const items = within(steps).getAllByRole('listitem');
      expect(items).toHaveLength(6);
      const current = items.filter((item) => item.getAttribute('aria-current') === 'step');
      expect(current).toHaveLength(1);
      expect(current[0]).toHaveTextContent(`${label}, current step`);
      expect(screen.getByText((_content, element) => element?.tagName === 'P' && element.textContent === message)).toBeInTheDocument();
    },
  );

  it('marks the steps before the current one completed, and the denied branch not applicable', async () => {
    signedInAs(grace.id, graceToken);
    installFakeApi(portalApi(applicantScenario({ Status: 'Approved Applicants' })));
    renderPortalAt(`/portal?recordId=${grace.id}`);
    const items = within(await screen.findByRole('list', { name: 'Application progress' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Application Submitted, completed',
      'Recommendation Received, completed',
      'Pending Review, completed',
      'Application Denied, not applicable',
      'Application Approved, current step',
      'Delivered, not reached',
    ]);
  });

  it('has no current step for a status it does not know, and says the status is being updated', async () => {
    signedInAs(grace.id, graceToken);
    installFakeApi(portalApi(applicantScenario({ Status: 'On Hold' })));
    renderPortalAt(`/portal?recordId=${grace.id}`);
    const items = within(await screen.findByRole('list', { name: 'Application progress' })).getAllByRole('listitem');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(0);
    expect(screen.getByText(/status is being updated/)).toBeInTheDocument();
  });

  it('gives "Not specified" for a denial without a reason, with the possible reasons', async () => {
    signedInAs(grace.id, graceToken);
    installFakeApi(portalApi(applicantScenario({ Status: 'Denied Applicant', Denial_Reason: null })));
    renderPortalAt(`/portal?recordId=${grace.id}`);
    expect(await screen.findByText((_c, element) => element?.tagName === 'P' && element.textContent === 'Reason(s): Not specified')).toBeInTheDocument();
    expect(screen.getByText(/^Possible reasons for denial: Not located in NJ, NYC, MA;/)).toBeInTheDocument();
  });

  it('names "your nominating organization" when a delivered application has none', async () => {
    signedInAs(grace.id, graceToken);
    installFakeApi(portalApi(applicantScenario({ Nominating_Organization: null }, { assigned: [] })));
    renderPortalAt(`/portal?recordId=${grace.id}`);
    expect(
      await screen.findByText('We are happy to inform you that we dropped off the requested computer to your nominating organization.'),
    ).toBeInTheDocument();
    // Delivered, but no inventory on record: no assigned-computers card.
    expect(screen.queryByRole('heading', { name: 'Assigned Computer(s)' })).not.toBeInTheDocument();
  });

  it('shows the application, the quantities present and the computers assigned', async () => {
    signedInAs(grace.id, graceToken);
    installFakeApi(portalApi(applicantScenario()));
    renderPortalAt(`/portal?recordId=${grace.id}`);

    const information = await screen.findByRole('region', { name: 'Applicant Information' });
    expect(within(information).getByText('Jordan Reyes')).toBeInTheDocument();
    expect(within(information).getByText('Waltham Family Services')).toBeInTheDocument();

    const request = screen.getByRole('region', { name: 'Computer Request Details' });
    expect(within(request).getByText('Laptops')).toBeInTheDocument();
    expect(within(request).getByText('Tablets')).toBeInTheDocument();
    expect(within(request).queryByText('Desktops')).not.toBeInTheDocument();

    const assigned = screen.getByRole('region', { name: 'Assigned Computer(s)' });
    expect(within(assigned).getByText('Lenovo ThinkPad T480 (i5, 8GB)')).toBeInTheDocument();
    expect(within(assigned).getByText('IPD9-77310')).toBeInTheDocument();
  });

  it('shows no assigned computers before delivery', async () => {
    signedInAs(grace.id, graceToken);
    installFakeApi(portalApi(applicantScenario({ Status: 'Approved Applicants' })));
    renderPortalAt(`/portal?recordId=${grace.id}`);
    await screen.findByRole('region', { name: 'Applicant Information' });
    expect(screen.queryByRole('region', { name: 'Assigned Computer(s)' })).not.toBeInTheDocument();
  });
});

describe('the donor view', () => {
  it('shows the latest donation first and switches between donations', async () => {
    signedInAs(robert.id, robertToken);
    installFakeApi(portalApi(robertScenario));
    renderPortalAt(`/portal?recordId=${robert.id}`);

    expect(await screen.findByText('2025-04-02 Donation', { selector: 'p' })).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Donation' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
      '2025-04-02 Donation',
      '2025-01-20 Donation',
      '2024-06-15 Donation',
    ]);
    const table = await screen.findByRole('table', { name: '2025-04-02 Donation' });
    expect(await within(table).findByText('Apple MacBook Air 13", M1, 2020')).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Model', 'Serial #', 'Date Added', 'Date Donated', 'Date Recycled', 'Erasure Date', 'Data Destruction', 'View Data Certificate',
    ]);

    await userEvent.selectOptions(picker, '2024-06-15 Donation');
    const older = await screen.findByRole('table', { name: '2024-06-15 Donation' });
    const dellRow = (await within(older).findByText('Dell Latitude 5420, 14" FHD')).closest('tr') as HTMLElement;
    // Its certificate: the page on this site (same tab: the session is this tab's) and the PDF.
    expect(within(dellRow).getByRole('cell', { name: 'Erased' })).toBeInTheDocument();
    const view = within(dellRow).getByRole('link', { name: 'View the data certificate of Dell Latitude 5420, 14" FHD' });
    expect(view).toHaveTextContent('View');
    expect(view).toHaveAttribute('href', `/certificate?recordId=${robert.id}&device=5725767000000400001`);
    expect(view).not.toHaveAttribute('target');
    expect(within(dellRow).getByRole('button', { name: 'Download the data certificate of Dell Latitude 5420, 14" FHD (PDF)' })).toHaveTextContent('Download');
    // Nothing recorded yet: pending, no certificate.
    const hpRow = within(older).getByText('HP "EliteBook" 840 G5').closest('tr') as HTMLElement;
    expect(within(hpRow).getByRole('cell', { name: 'Pending' })).toBeInTheDocument();
    expect(within(hpRow).getByText('N/A')).toBeInTheDocument();
    expect(within(hpRow).queryByRole('link')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('selectedDonationOld')).toBe('5725767000000300001');
  });

  it('shows the latest donation’s computers from the portal’s one answer, and asks for an earlier one’s by its Donor_ID', async () => {
    signedInAs(robert.id, robertToken);
    const fetchMock = installFakeApi(portalApi(robertScenario));
    renderPortalAt(`/portal?recordId=${robert.id}`);

    expect(await within(await screen.findByRole('table', { name: '2025-04-02 Donation' })).findByText('Apple MacBook Air 13", M1, 2020')).toBeInTheDocument();
    expect(calledPaths(fetchMock)).toEqual(['/api/portal-view']);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Donation' }), '2025-01-20 Donation');
    expect(await within(await screen.findByRole('table', { name: '2025-01-20 Donation' })).findByText('Lenovo ThinkPad T480 (i5, 8GB)')).toBeInTheDocument();
    expect(calledPaths(fetchMock)).toEqual(['/api/portal-view', '/api/computer-inventory?searchField=Donor_ID&searchValue=DN-1002']);
  });

  it('downloads the chosen donation as donated_computers.csv', async () => {
    signedInAs(robert.id, robertToken);
    installFakeApi(portalApi(robertScenario));
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:donated-computers';
    });
    URL.revokeObjectURL = jest.fn();
    // What was clicked is recorded and checked after the click: an expectation failing inside the
    // page's handler would only be logged by React, never fail the test.
    const clicked: { download: string; href: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    renderPortalAt(`/portal?recordId=${robert.id}`);

    await screen.findByText('Apple MacBook Air 13", M1, 2020');
    await userEvent.click(screen.getByRole('button', { name: 'Download Spreadsheet' }));

    expect(clicked).toEqual([{ download: 'donated_computers.csv', href: 'blob:donated-computers' }]);
    expect(await textOf(saved[0])).toBe(
      'Model,Computer_Type,Date_Added,Date_Donated,Date_Recycled,Weight\r\n' +
        '"Apple MacBook Air 13"", M1, 2020",Laptop,2025-04-05,,,2.8\r\n' +
        '"Microsoft Surface Pro 7, 12.3""",Tablet,2025-04-05,,,1.7\r\n',
    );
    click.mockRestore();
  });

  it('shows 15 empty rows and refuses the download when there are no computers', async () => {
    const helen = champions.helen;
    const token = sessionTokenFor(helen.id);
    signedInAs(helen.id, token);
    const donation = { id: '5725767000000300004', Status: 'Donated', Donor_ID: 'DN-2001', Entry_Date: '2025-05-10' };
    installFakeApi(portalApi({ champion: helen, token, view: { view: 'donor', champion: helen, donations: [donation], latestDonationComputers: [] } }));
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderPortalAt(`/portal?recordId=${helen.id}`);

    expect(await screen.findByText('2025-05-10 Donation', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Donation' })).not.toBeInTheDocument();
    const download = screen.getByRole('button', { name: 'Download Spreadsheet' });
    await waitFor(() => expect(download).toBeEnabled());
    expect(screen.getAllByTestId('placeholder-row')).toHaveLength(15);

    await userEvent.click(download);
    expect(alert).toHaveBeenCalledWith('No inventory data available to download.');
    alert.mockRestore();
  });

  it('is what a "Loser" champion sees too', async () => {
    const pat = { ...champions.helen, id: '5725767000000100012', Email: 'loser@example.org', Champion_Type: ['Loser'], First_Name: 'Pat' };
    const token = sessionTokenFor(pat.id);
    signedInAs(pat.id, token);
    installFakeApi(portalApi({ champion: pat, token, view: { view: 'donor', champion: pat, donations: [], latestDonationComputers: [] } }));
    renderPortalAt(`/portal?recordId=${pat.id}`);
    expect(await screen.findByRole('heading', { name: 'Donated Computers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Computer Donations' })).toHaveAttribute('aria-current', 'page');
    expect(sessionStorage.getItem('type')).toBe('Computer Donations');
    expect(sessionStorage.getItem('module')).toBe('Computer_Donors');
  });
});

describe('the side menu', () => {
  it('links to the profile and to the applications, the current one marked', async () => {
    signedInAs(grace.id, graceToken);
    installFakeApi(portalApi(applicantScenario()));
    renderPortalAt(`/portal?recordId=${grace.id}`);
    const menu = await screen.findByRole('navigation', { name: 'Portal' });
    expect(within(menu).getByRole('link', { name: 'Champion' })).toHaveAttribute('href', `/champions?recordId=${grace.id}`);
    expect(within(menu).getByRole('link', { name: 'Champion' })).not.toHaveAttribute('aria-current');
    const applications = within(menu).getByRole('link', { name: 'Computer Applications' });
    expect(applications).toHaveAttribute('href', `/portal?recordId=${grace.id}`);
    expect(applications).toHaveAttribute('aria-current', 'page');
  });

  it('signs out: the session keys go and the sign-in screen opens', async () => {
    signedInAs(grace.id, graceToken);
    sessionStorage.setItem('selectedDonationOld', 'x');
    sessionStorage.setItem('unrelated', 'kept');
    const api = installFakeApi(portalApi(applicantScenario()));
    renderPortalAt(`/portal?recordId=${grace.id}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    // The session ends on the server too: a copied token is refused from now on.
    const signOutCalls = api.mock.calls.filter(([url, init]) => String(url) === '/api/sign-out' && init?.method === 'POST');
    expect(signOutCalls).toHaveLength(1);
    expect(new Headers(signOutCalls[0]?.[1]?.headers).get('Authorization')).toBe(`Bearer ${graceToken}`);
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/auth');
    for (const key of ['session', 'recordId', 'championResp', 'module', 'type', 'selectedDonationOld']) {
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
  });
});
