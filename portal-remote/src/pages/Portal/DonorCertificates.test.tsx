import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { champions, errorAnswers, robertDonations, robertInventory, robertView } from 'test-support/api-answers';
import { installFakeApi, sessionTokenFor } from '../../testing/fakeApi';
import type { FakeAnswer, FakeRequest } from '../../testing/fakeApi';
import { portalApi } from '../../testing/portalApi';
import { renderPortalAt } from '../../testing/renderPortal';

// The donor view's certificates: per computer, the destruction recorded, View and Download; per
// donation, "Download all".

const robert = champions.robert;
const token = sessionTokenFor(robert.id);
const latestDonation = robertDonations['5725767000000300003'];

const pdf = new Blob(['%PDF-1.3 …'], { type: 'application/pdf' });
const zip = new Blob(['PK…'], { type: 'application/zip' });
const file = (content: Blob, name: string): FakeAnswer => ({
  status: 200,
  body: content,
  headers: { 'Content-Type': content.type, 'Content-Disposition': `attachment; filename="${name}"` },
});

/** The API as Robert sees it, with certificate files answered by `certificates`. */
function robertApi(certificates: (request: FakeRequest) => FakeAnswer) {
  const portal = portalApi({ champion: robert, token, view: robertView, inventory: robertInventory });
  return installFakeApi((request) => (request.path.startsWith('/api/certificates/') ? certificates(request) : portal(request)));
}

/** What saveFile was given: the blob and the file name. */
function captureSaves() {
  const saved: { blob: Blob; name: string }[] = [];
  let last: Blob | undefined;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    last = blob;
    return 'blob:file';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ blob: last, name: this.download });
  });
  return { saved, restore: () => click.mockRestore() };
}

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('session', token);
  sessionStorage.setItem('recordId', robert.id);
});

it('shows each computer of a donation with its destruction, "Pending" when none is recorded', async () => {
  robertApi(() => errorAnswers.forbidden);
  renderPortalAt(`/portal?recordId=${robert.id}`);
  const table = await screen.findByRole('table', { name: `${latestDonation?.Entry_Date} Donation` });
  await within(table).findByText('Apple MacBook Air 13", M1, 2020');
  const rows = within(table).getAllByRole('row');
  const statuses = rows.slice(1).map((row) => within(row).getAllByRole('cell')[6]?.textContent);
  expect(statuses).toEqual(['Pending', 'Destroyed']);
  expect(within(rows[1] as HTMLElement).getByText('N/A')).toBeInTheDocument();
});

it('downloads a certificate as the PDF the API sends, with its name', async () => {
  const asked: FakeRequest[] = [];
  robertApi((request) => (asked.push(request), file(pdf, 'certificate-DHC-5725767000000400007.pdf')));
  const { saved, restore } = captureSaves();
  renderPortalAt(`/portal?recordId=${robert.id}`);

  await userEvent.click(await screen.findByRole('button', { name: 'Download the data certificate of Microsoft Surface Pro 7, 12.3" (PDF)' }));

  expect(await screen.findByRole('button', { name: /Surface Pro 7.*\(PDF\)/ })).toHaveTextContent('Download');
  expect(asked.map((request) => [request.path, request.headers.get('Authorization')])).toEqual([
    ['/api/certificates/device/5725767000000400007/pdf', `Bearer ${token}`],
  ]);
  expect(saved).toEqual([{ blob: pdf, name: 'certificate-DHC-5725767000000400007.pdf' }]);
  restore();
});

it('"Download all" saves the donation\'s archive', async () => {
  const asked: string[] = [];
  robertApi((request) => (asked.push(request.path), file(zip, 'certificates-DN-1003.zip')));
  const { saved, restore } = captureSaves();
  renderPortalAt(`/portal?recordId=${robert.id}`);

  await userEvent.click(await screen.findByRole('button', { name: 'Download all certificates of the 2025-04-02 Donation (ZIP)' }));

  expect(await screen.findByRole('button', { name: /Download all certificates/ })).toHaveTextContent('Download all certificates');
  expect(asked).toEqual([`/api/certificates/donation/${latestDonation?.id}/zip`]);
  expect(saved).toEqual([{ blob: zip, name: 'certificates-DN-1003.zip' }]);
  restore();
});

it('says so when a download fails, and saves nothing', async () => {
  robertApi(() => errorAnswers.crmUnavailable);
  const { saved, restore } = captureSaves();
  renderPortalAt(`/portal?recordId=${robert.id}`);

  await userEvent.click(await screen.findByRole('button', { name: /Download all certificates/ }));

  expect(await screen.findByText('The download did not work. Please try again.')).toHaveAttribute('role', 'alert');
  expect(saved).toEqual([]);
  restore();
});

it('offers no archive for a donation whose computers are all pending', async () => {
  const pendingOnly = robertInventory['DN-1003']?.map((item) => ({ ...item, Destruction_Type: null })) ?? [];
  const portal = portalApi({ champion: robert, token, view: { ...robertView, latestDonationComputers: pendingOnly } });
  installFakeApi(portal);
  renderPortalAt(`/portal?recordId=${robert.id}`);

  expect(await screen.findByText('No certificates yet: the data destruction of these computers is pending.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Download all certificates/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download Spreadsheet' })).toBeInTheDocument();
});
