import { screen, within } from '@testing-library/react';
import { renderInSite } from 'ui/testing';
import { certificateAnswers, errorAnswers, notGenuineAnswer } from 'test-support/api-answers';
import { installFakeApi } from '../../testing/fakeApi';
import type { FakeAnswer, FakeRequest } from '../../testing/fakeApi';
import Verify from '.';

const { surface, surfaceVerified } = certificateAnswers;
const code = surface.verification.code;

function verifyApi(answer: FakeAnswer) {
  const asked: FakeRequest[] = [];
  installFakeApi((request) => (asked.push(request), answer));
  return asked;
}

const renderVerifyAt = (path: string) => renderInSite(<Verify />, { route: path });

describe('the verify page', () => {
  it('is a form that sends the code to this page, usable before its code arrives', () => {
    const asked = verifyApi(notGenuineAnswer);
    renderVerifyAt('/verify');
    expect(screen.getByRole('heading', { level: 1, name: 'Verify a certificate' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Verification code' });
    expect(field).toHaveAttribute('name', 'code');
    const form = field.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/verify');
    expect(within(form as HTMLElement).getByRole('button', { name: 'Verify' })).toHaveAttribute('type', 'submit');
    expect(asked).toEqual([]);
  });

  it('confirms a genuine code with the certificate\'s number, kind, date, device type and manufacturer, and nothing about the donor', async () => {
    const asked = verifyApi({ status: 200, body: surfaceVerified });
    renderVerifyAt(`/verify?code=${encodeURIComponent(code)}`);

    expect(await screen.findByRole('heading', { name: 'Genuine certificate' })).toBeInTheDocument();
    expect(asked.map((request) => [request.path, request.query.get('code'), request.headers.get('Authorization')])).toEqual([['/api/certificates/verify', code, null]]);
    const shown = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(shown).toEqual([
      ['Certificate number', surfaceVerified.certificate.number],
      ['Certificate', 'Certificate of Physical Destruction'],
      ['Date', 'Not recorded'],
      ['Device type', 'Tablet'],
      ['Manufacturer', 'Not recorded'],
    ]);
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveValue(code);
    const page = document.body.textContent ?? '';
    for (const row of surface.sections.flatMap((section) => section.rows)) {
      if (['Donor', 'Donation reference', 'System serial number'].includes(row.label)) expect(page).not.toContain(row.value);
    }
  });

  it('says a changed or forged code is not genuine', async () => {
    verifyApi(notGenuineAnswer);
    renderVerifyAt(`/verify?code=${encodeURIComponent(`${code}x`)}`);
    expect(await screen.findByRole('heading', { name: 'Not a genuine certificate' })).toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it.each([
    ['too many checks', errorAnswers.tooManyRequests, 'Too many checks from your address. Please try again in 15 minutes.'],
    ['a malformed code', { status: 400, body: { error: 'Invalid query: code: Too long for a verification code' } }, 'That does not look like a verification code. Check that it was copied in full.'],
    ['the API down', errorAnswers.crmUnavailable, 'The check could not be done right now. Please try again.'],
  ])('explains %s', async (_case, answer, message) => {
    verifyApi(answer);
    renderVerifyAt('/verify?code=abc.def');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /genuine/i })).not.toBeInTheDocument();
  });
});
