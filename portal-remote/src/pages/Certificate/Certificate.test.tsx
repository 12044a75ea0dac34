import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { certificateAnswers, champions, errorAnswers } from 'test-support/api-answers';
import { installFakeApi, sessionTokenFor } from '../../testing/fakeApi';
import type { FakeAnswer, FakeRequest } from '../../testing/fakeApi';
import { renderPortalAt } from '../../testing/renderPortal';

const robert = champions.robert;
const token = sessionTokenFor(robert.id);
const { surface } = certificateAnswers;
const address = `/certificate?recordId=${robert.id}&device=${surface.facts.deviceId}`;

/** The certificate call as the API answers it for the session's donor. */
const pdfName = `certificate-${surface.facts.number}.pdf`;
const pdfAnswer: FakeAnswer = {
  status: 200,
  body: new Blob(['%PDF-1.3 …'], { type: 'application/pdf' }),
  headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${pdfName}"` },
};

/** The certificate calls as the API answers them for the session's donor. */
function certificateApi(answer: FakeAnswer = { status: 200, body: surface }) {
  const asked: FakeRequest[] = [];
  installFakeApi((request) => {
    asked.push(request);
    if (request.headers.get('Authorization') !== `Bearer ${token}`) return errorAnswers.sessionExpired;
    if (request.path === `/api/certificates/device/${surface.facts.deviceId}`) return answer;
    if (request.path === `/api/certificates/device/${surface.facts.deviceId}/pdf`) return pdfAnswer;
    return { status: 404, body: { error: 'Not found' } };
  });
  return asked;
}

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('session', token);
  sessionStorage.setItem('recordId', robert.id);
});

describe('the certificate page', () => {
  it('shows the certificate the API states, "Not recorded" where the record is silent', async () => {
    const asked = certificateApi();
    renderPortalAt(address);

    const article = await screen.findByRole('article', { name: surface.title });
    expect(within(article).getByRole('heading', { level: 1, name: 'Certificate of Physical Destruction' })).toBeInTheDocument();
    expect(within(article).getByText(surface.statement)).toBeInTheDocument();
    for (const section of surface.sections) {
      const region = within(article).getByRole('region', { name: section.heading });
      const shown = within(region)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
      expect(shown).toEqual(section.rows.map((row) => [row.label, row.value]));
    }
    const device = within(article).getByRole('region', { name: 'Device' });
    expect(within(device).getByText('Manufacturer').nextElementSibling).toHaveTextContent('Not recorded');
    expect(asked.map((request) => request.path)).toEqual([`/api/certificates/device/${surface.facts.deviceId}`]);
  });

  it('carries its verification code, a link to the verify page and the QR code', async () => {
    certificateApi();
    renderPortalAt(address);
    const verification = await screen.findByRole('region', { name: 'Verification' });
    expect(within(verification).getByText(surface.verification.code)).toBeInTheDocument();
    expect(within(verification).getByRole('link', { name: surface.verification.pageUrl })).toHaveAttribute('href', surface.verification.url);
    expect(within(verification).getByRole('img', { name: 'QR code that opens the verification page for this certificate' })).toBeInTheDocument();
    expect(screen.getByText(surface.issuer.legalName)).toBeInTheDocument();
  });

  it('links back to the donations, prints and downloads the PDF', async () => {
    const asked = certificateApi();
    renderPortalAt(address);
    await screen.findByRole('article');
    expect(screen.getByRole('link', { name: 'Back to your donations' })).toHaveAttribute('href', `/portal?recordId=${robert.id}`);

    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();

    URL.createObjectURL = jest.fn(() => 'blob:pdf');
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeEnabled();
    expect(asked.at(-1)?.path).toBe(`/api/certificates/device/${surface.facts.deviceId}/pdf`);
    expect(names).toEqual([pdfName]);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    click.mockRestore();
  });

  it.each([
    ['another donor\'s device (403)', errorAnswers.forbidden, 'You do not have access to this record'],
    ['a pending device (404)', { status: 404, body: { error: 'This device has no certificate yet: the destruction of its data is not recorded' } }, 'This device has no certificate yet: the destruction of its data is not recorded'],
  ])('shows the API\'s message for %s', async (_case, answer, message) => {
    certificateApi(answer);
    renderPortalAt(address);
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('without a session, sends the visitor to sign in', async () => {
    sessionStorage.clear();
    certificateApi();
    renderPortalAt(address);
    expect(await screen.findByText('Session expired. Please log in again.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth');
  });
});
