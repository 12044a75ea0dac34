import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { certificateAnswers, champions, errorAnswers, graceApplication, graceAssigned, graceView, robertInventory, robertView } from 'test-support/api-answers';
import { portalTextsEs } from '../../content/portal.es';
import { installFakeApi, sessionTokenFor } from '../../testing/fakeApi';
import type { FakeRequest } from '../../testing/fakeApi';
import { portalApi } from '../../testing/portalApi';
import { renderPortalAt } from '../../testing/renderPortal';

// The signed-in portal at its Spanish address, with the API's real answers (test-support): the
// statuses and messages of spec §8 in Spanish, the donor's table and certificates, and the same
// session as the English portal's.

const grace = champions.grace;
const robert = champions.robert;
const graceToken = sessionTokenFor(grace.id);
const robertToken = sessionTokenFor(robert.id);

function signedInAs(recordId: string, token: string) {
  sessionStorage.setItem('session', token);
  sessionStorage.setItem('recordId', recordId);
}

const graceWith = (application: Partial<typeof graceApplication>) => {
  const record = { ...graceApplication, ...application };
  return portalApi({ champion: grace, token: graceToken, view: { ...graceView, application: record, assigned: record.Status === 'Client' ? graceAssigned : [] } });
};

const paragraph = (text: string) => screen.getByText((_content, element) => element?.tagName === 'P' && element.textContent === text);

beforeEach(() => sessionStorage.clear());

describe('the Spanish applicant tracker', () => {
  const messages: [string, string, string][] = [
    ['Applicants No Recommendation', 'Solicitud enviada', portalTextsEs.applicant.messages['Applicants No Recommendation'] ?? ''],
    ['', 'Recomendación recibida', '¡Recibimos la carta de recomendación de la persona que lo recomienda!'],
    ['Applicants to approve', 'En revisión', portalTextsEs.applicant.messages['Applicants to approve'] ?? ''],
    ['Denied Applicant', 'Solicitud denegada', 'Motivo(s): Not located in NJ, NYC or MA'],
    ['Approved Applicants', 'Solicitud aprobada', portalTextsEs.applicant.messages['Approved Applicants'] ?? ''],
    ['Client', 'Entregada', 'Nos alegra informarle que entregamos la computadora solicitada a Waltham Family Services.'],
  ];

  it.each(messages)('status "%s": "%s" is the current step, with its message in Spanish', async (status, label, message) => {
    signedInAs(grace.id, graceToken);
    installFakeApi(graceWith({ Status: status, Denial_Reason: status === 'Denied Applicant' ? 'Not located in NJ, NYC or MA' : null }));
    renderPortalAt(`/es/portal?recordId=${grace.id}`);

    const steps = await screen.findByRole('list', { name: 'Avance de la solicitud' });
    const current = within(steps).getAllByRole('listitem').filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(`${label}, paso actual`);
    expect(paragraph(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Bienvenido de nuevo, ${grace.First_Name}`);
  });

  it('says a denial without a reason, an unknown status and a missing application in Spanish', async () => {
    signedInAs(grace.id, graceToken);
    installFakeApi(graceWith({ Status: 'Denied Applicant', Denial_Reason: null }));
    const denied = renderPortalAt(`/es/portal?recordId=${grace.id}`);
    expect(await screen.findByText('Sin especificar')).toBeInTheDocument();
    expect(screen.getByText(/^Posibles motivos de la negativa/)).toBeInTheDocument();
    denied.unmount();

    installFakeApi(graceWith({ Status: 'On Hold' }));
    const unknown = renderPortalAt(`/es/portal?recordId=${grace.id}`);
    expect(await screen.findByText(/Estamos actualizando su estado/)).toBeInTheDocument();
    unknown.unmount();

    installFakeApi(portalApi({ champion: grace, token: graceToken, view: { view: 'applicant', champion: grace, assigned: [] } }));
    renderPortalAt(`/es/portal?recordId=${grace.id}`);
    expect(await screen.findByText(portalTextsEs.messages.noApplication)).toBeInTheDocument();
  });

  it('writes the application\'s dates in Spanish and labels its details in Spanish', async () => {
    signedInAs(grace.id, graceToken);
    installFakeApi(graceWith({ Status: 'Client', Entry_Date: '2025-03-04' }));
    renderPortalAt(`/es/portal?recordId=${grace.id}`);
    const information = await screen.findByRole('region', { name: 'Datos del solicitante' });
    expect(information).toHaveTextContent('Fecha de solicitud4 de marzo de 2025');
    expect(screen.getByRole('region', { name: 'Computadora(s) asignada(s)' })).toBeInTheDocument();
  });
});

describe('the Spanish portal\'s messages (spec §8)', () => {
  it('an expired session: the message in Spanish, and the way back to the Spanish sign-in', async () => {
    installFakeApi(() => errorAnswers.sessionExpired);
    renderPortalAt(`/es/portal?recordId=${grace.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Su sesión venció. Por favor, inicie sesión de nuevo.');
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/es/auth');
  });

  it('a used login code, a missing id, and a failing records service', async () => {
    installFakeApi(() => errorAnswers.invalidCode);
    const used = renderPortalAt(`/es/portal?recordId=${grace.id}&jwt=used-code`);
    expect(await screen.findByRole('alert')).toHaveTextContent('El código de acceso no es válido o ya venció');
    used.unmount();

    const missing = renderPortalAt('/es/portal');
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, indique un ID.');
    missing.unmount();

    // The API's own (English) words are the English page's; the Spanish page says its own.
    signedInAs(grace.id, graceToken);
    installFakeApi(portalApi({ champion: grace, token: graceToken, view: graceView, answers: { view: errorAnswers.crmUnavailable } }));
    renderPortalAt(`/es/portal?recordId=${grace.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al obtener los datos. Por favor, inténtelo de nuevo.');
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });
});

describe('the Spanish donor view', () => {
  it('names donations by their date in Spanish, heads the table in Spanish, and links to the Spanish certificate page', async () => {
    signedInAs(robert.id, robertToken);
    installFakeApi(portalApi({ champion: robert, token: robertToken, view: robertView, inventory: robertInventory }));
    renderPortalAt(`/es/portal?recordId=${robert.id}`);

    const picker = await screen.findByRole('combobox', { name: 'Donación' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Donación del 2 de abril de 2025',
      'Donación del 20 de enero de 2025',
      'Donación del 15 de junio de 2024',
    ]);
    await userEvent.selectOptions(picker, 'Donación del 15 de junio de 2024');
    const table = await screen.findByRole('table', { name: 'Donación del 15 de junio de 2024' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(portalTextsEs.donor.columns);
    const dellRow = (await within(table).findByText('Dell Latitude 5420, 14" FHD')).closest('tr') as HTMLElement;
    expect(within(dellRow).getByRole('cell', { name: 'Borrado' })).toBeInTheDocument();
    expect(within(dellRow).getByRole('link', { name: 'Ver el certificado de datos de Dell Latitude 5420, 14" FHD' })).toHaveAttribute(
      'href',
      `/es/certificate?recordId=${robert.id}&device=5725767000000400001`,
    );
    expect(within(dellRow).getByRole('button', { name: 'Descargar el certificado de datos de Dell Latitude 5420, 14" FHD (PDF)' })).toHaveTextContent('Descargar');
    const hpRow = within(table).getByText('HP "EliteBook" 840 G5').closest('tr') as HTMLElement;
    expect(within(hpRow).getByRole('cell', { name: 'Pendiente' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menú del portal' })).toHaveTextContent('Donaciones de computadoras');
  });

  it('asks for the certificate PDF in Spanish (?locale=es)', async () => {
    signedInAs(robert.id, robertToken);
    const asked: FakeRequest[] = [];
    const portal = portalApi({ champion: robert, token: robertToken, view: robertView, inventory: robertInventory });
    installFakeApi((request) => {
      if (!request.path.startsWith('/api/certificates/')) return portal(request);
      asked.push(request);
      return { status: 200, body: new Blob(['%PDF-'], { type: 'application/pdf' }), headers: { 'Content-Disposition': 'attachment; filename="certificate.pdf"' } };
    });
    URL.createObjectURL = jest.fn(() => 'blob:certificate');
    URL.revokeObjectURL = jest.fn();
    renderPortalAt(`/es/portal?recordId=${robert.id}`);
    const [download] = await screen.findAllByRole('button', { name: /^Descargar el certificado de datos de / });
    await userEvent.click(download as HTMLElement);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.path).toMatch(/\/pdf$/);
    expect(asked[0]?.query.get('locale')).toBe('es');
  });
});

describe('the Spanish certificate page', () => {
  it('asks the API for the certificate in Spanish and shows its Spanish text', async () => {
    const { surfaceInSpanish } = certificateAnswers;
    signedInAs(robert.id, robertToken);
    const portal = portalApi({ champion: robert, token: robertToken, view: robertView });
    const fetchMock = installFakeApi((request) =>
      request.path === `/api/certificates/device/${surfaceInSpanish.facts.deviceId}` && request.query.get('locale') === 'es'
        ? { status: 200, body: surfaceInSpanish }
        : portal(request),
    );
    renderPortalAt(`/es/certificate?recordId=${robert.id}&device=${surfaceInSpanish.facts.deviceId}`);
    expect(await screen.findByRole('heading', { level: 1, name: surfaceInSpanish.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verificación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a sus donaciones' })).toHaveAttribute('href', `/es/portal?recordId=${robert.id}`);
    expect(fetchMock).toHaveBeenCalled();
  });
});

describe('one session in both languages', () => {
  it('the session opened from the English email link opens the Spanish portal, with no new sign-in', async () => {
    const api = portalApi({ champion: grace, token: graceToken, view: graceView });
    const fetchMock = installFakeApi(api);
    const english = renderPortalAt(`/portal?recordId=${grace.id}&jwt=good-code`);
    expect(await screen.findByRole('list', { name: 'Application progress' })).toBeInTheDocument();
    english.unmount();

    renderPortalAt(`/es/portal?recordId=${grace.id}`);
    expect(await screen.findByRole('list', { name: 'Avance de la solicitud' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.endsWith('/api/jwt'))).toHaveLength(1);
  });

  it('signing out of the Spanish portal leads to the Spanish sign-in page and forgets the session', async () => {
    signedInAs(grace.id, graceToken);
    installFakeApi(portalApi({ champion: grace, token: graceToken, view: graceView }));
    renderPortalAt(`/es/portal?recordId=${grace.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Pantalla de inicio de sesión' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/es/auth');
    expect(sessionStorage.getItem('session')).toBeNull();
  });
});
