import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DemoSubscriber, ShieldAnswer } from 'test-support/shield-answers';
import { cancelledAtTermEnd, reactivated, shieldErrorAnswers, shieldSignedOut, subscribers } from 'test-support/shield-answers';
import { goToAddress } from '../../account/leavePage';
import type { ApiCall } from '../../testing/accountSite';
import { renderAccountAt, standInForApi } from '../../testing/accountSite';

jest.mock('../../account/leavePage', () => ({ goToAddress: jest.fn() }));

// jsdom has the <dialog> element but not its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(() => jest.clearAllMocks());

const accountOf = (subscriber: DemoSubscriber): ShieldAnswer => ({ status: 200, body: subscriber.account });
const maria = subscribers.maria.account.subscriptions[0]!;
const tomas = subscribers.tomas.account.subscriptions[0]!;

/** The API for one signed-in subscriber: the account, then `others` for any other call. */
function signedInAs(subscriber: DemoSubscriber, others: (call: ApiCall) => ShieldAnswer = () => shieldErrorAnswers.notFound): ApiCall[] {
  return standInForApi((call) => (call.method === 'GET' && call.path === '/api/shield/account' ? accountOf(subscriber) : others(call)));
}

async function statusPanel() {
  return within(await screen.findByRole('region', { name: 'Status' }));
}

describe('the Shield account', () => {
  it('shows a loading state until the account arrives', async () => {
    signedInAs(subscribers.maria);
    renderAccountAt('/shield/account');
    expect(screen.getByText('Loading your subscription…').closest('[role="status"]')).toBeInTheDocument();
    expect(await screen.findByText('Hello, Maria Alvarez')).toBeInTheDocument();
  });

  it('shows a subscription: status, shipping with tracking, plan, device, card, invoices and referral link', async () => {
    signedInAs(subscribers.maria);
    renderAccountAt('/shield/account');
    const status = await statusPanel();
    expect(status.getByText('Active')).toBeInTheDocument();
    expect(status.getByText('Your plan renews on December 15, 2026.')).toBeInTheDocument();

    const shipping = within(screen.getByRole('region', { name: 'Shipping' }));
    expect(shipping.getByText('Shipped on September 18, 2026.')).toBeInTheDocument();
    expect(shipping.getByRole('link', { name: 'Track your package' })).toHaveAttribute('href', maria.shipping.trackingUrl);

    const plan = within(screen.getByRole('region', { name: 'Plan' }));
    expect(plan.getByText('Shield Monthly')).toBeInTheDocument();
    expect(plan.getByText('$14.89 a month')).toBeInTheDocument();
    expect(plan.getByText('December 15, 2026')).toBeInTheDocument();
    expect(plan.getByText('Mobile hotspot')).toBeInTheDocument();
    expect(plan.getByText('SIM cards').nextElementSibling).toHaveTextContent('1');

    expect(within(screen.getByRole('region', { name: 'Card on file' })).getByText('Visa ending in 4242')).toBeInTheDocument();

    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(1 + maria.invoices.length);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('INV-000134');
    expect(rows[1]).toHaveTextContent('November 15, 2026');
    expect(rows[1]).toHaveTextContent('$14.89');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(within(rows[1]!).getByRole('link', { name: 'PDF of invoice INV-000134' })).toHaveAttribute('href', '/api/shield/invoices/2254000000301003/pdf');

    expect(screen.getByLabelText('Your referral link')).toHaveValue(maria.referral.url);
    expect(maria.referral.url).not.toContain(maria.id);
  });

  it.each([
    ['maria', 'Active'],
    ['priya', 'Free trial'],
    ['tomas', 'Ends on January 31, 2027'],
    ['lena', 'Payment failed'],
    ['samuel', 'Payment failed'],
    ['rosa', 'Cancelled'],
    ['wei', 'Expired'],
  ] as const)("%s's subscription reads \"%s\"", async (name, label) => {
    signedInAs(subscribers[name]);
    renderAccountAt('/shield/account');
    expect((await statusPanel()).getByText(label)).toBeInTheDocument();
  });

  it('tells a subscriber whose payment failed what to do, and offers the card update first', async () => {
    signedInAs(subscribers.lena);
    renderAccountAt('/shield/account');
    expect((await statusPanel()).getByText(/We could not charge your card. Update your card below/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update card' })).toBeEnabled();
  });

  it('offers a new plan, and no change, for an ended subscription', async () => {
    signedInAs(subscribers.wei);
    renderAccountAt('/shield/account');
    expect((await statusPanel()).getByRole('link', { name: 'See Shield plans' })).toHaveAttribute('href', '/shield');
    expect(screen.queryByRole('button', { name: /Cancel|Reactivate|Update card/ })).not.toBeInTheDocument();
  });

  it('lets a customer with several subscriptions pick one, and go back to the list', async () => {
    const jamal = subscribers.jamal.account.subscriptions;
    signedInAs(subscribers.jamal);
    renderAccountAt('/shield/account');
    const picker = within(await screen.findByRole('region', { name: 'Your subscriptions' }));
    expect(picker.getAllByRole('link')).toHaveLength(jamal.length);
    expect(picker.getByRole('link', { name: /Shield Monthly \(SUB-00018\).*Ends on December 9, 2026/ })).toBeInTheDocument();
    await userEvent.click(picker.getByRole('link', { name: /SUB-00031/ }));
    expect((await statusPanel()).getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Awaiting shipping. We will email you when your order ships.')).toBeInTheDocument();
    expect(screen.getByText('$149 a year')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /All subscriptions/ }));
    expect(await screen.findByRole('region', { name: 'Your subscriptions' })).toBeInTheDocument();
  });

  it("opens the billing provider's card page the API names", async () => {
    const url = 'http://localhost:3000/api/shield/local-billing/card/0123456789abcdef0123456789abcdef';
    const calls = signedInAs(subscribers.maria, () => ({ status: 200, body: { url } }));
    renderAccountAt('/shield/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Update card' }));
    await waitFor(() => expect(goToAddress).toHaveBeenCalledWith(url));
    expect(calls.at(-1)).toEqual({ method: 'POST', path: `/api/shield/subscriptions/${maria.id}/card`, body: undefined });
  });

  it('says so when the card page cannot be opened', async () => {
    signedInAs(subscribers.maria, () => shieldErrorAnswers.billingUnavailable);
    renderAccountAt('/shield/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Update card' }));
    expect(await screen.findByText('We could not open the card page. Please try again in a moment.')).toBeInTheDocument();
    expect(goToAddress).not.toHaveBeenCalled();
  });

  it('confirms the card update on the way back from the card page', async () => {
    signedInAs(subscribers.jamal);
    renderAccountAt(`/shield/account?subscription=${subscribers.jamal.account.subscriptions[0]!.id}&card=updated`);
    const card = within(await screen.findByRole('region', { name: 'Card on file' }));
    expect(card.getByRole('status')).toHaveTextContent('Your card has been updated.');
    expect(card.getByText('MasterCard ending in 5454')).toBeInTheDocument();
  });

  it('cancels at the end of the term with a reason, then offers Reactivate', async () => {
    const calls = signedInAs(subscribers.maria, (call) => (call.path.endsWith('/cancel') ? cancelledAtTermEnd(maria) : reactivated({ ...maria, status: 'non_renewing' })));
    renderAccountAt('/shield/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel your subscription' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(/Your service continues until December 15, 2026/);

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    expect(dialog.getByText('Please choose a reason.')).toHaveAttribute('role', 'alert');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.click(dialog.getByRole('radio', { name: 'I am moving' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Anything else/ }), 'Moving abroad in January.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));

    const status = await statusPanel();
    expect(await status.findByText('Ends on December 15, 2026')).toBeInTheDocument();
    expect(status.getByRole('status')).toHaveTextContent('Your subscription is cancelled. Your service continues until December 15, 2026.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'POST', path: `/api/shield/subscriptions/${maria.id}/cancel`, body: { reason: 'moving', comment: 'Moving abroad in January.' } });

    await userEvent.click(status.getByRole('button', { name: 'Reactivate' }));
    expect(await status.findByText('Active')).toBeInTheDocument();
    expect(status.getByRole('status')).toHaveTextContent('Your subscription will renew again.');
    expect(calls.at(-1)).toEqual({ method: 'POST', path: `/api/shield/subscriptions/${maria.id}/reactivate`, body: undefined });
  });

  it('keeps the dialog open and says nothing changed when the provider fails', async () => {
    signedInAs(subscribers.maria, () => shieldErrorAnswers.billingUnavailable);
    renderAccountAt('/shield/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: 'It is too expensive' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    expect(await dialog.findByText(/We could not make this change. Nothing has changed/)).toBeInTheDocument();
    expect((await statusPanel()).getByText('Active')).toBeInTheDocument();
  });

  it('closes the dialog without a change on "Keep my subscription"', async () => {
    const calls = signedInAs(subscribers.maria);
    renderAccountAt('/shield/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep my subscription' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('reactivates a subscription set to end', async () => {
    signedInAs(subscribers.tomas, () => reactivated(tomas));
    renderAccountAt('/shield/account');
    await userEvent.click((await statusPanel()).getByRole('button', { name: 'Reactivate' }));
    expect(await (await statusPanel()).findByText('Active')).toBeInTheDocument();
  });

  it('copies the referral link', async () => {
    signedInAs(subscribers.maria);
    renderAccountAt('/shield/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(maria.referral.url);
    expect(screen.getByText('Link copied.')).toBeInTheDocument();
  });

  it('asks a visitor without a session to sign in', async () => {
    standInForApi(() => shieldErrorAnswers.noSession);
    renderAccountAt('/shield/account');
    expect(await screen.findByText(/You are not signed in/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage your Shield subscription' })).toBeInTheDocument();
  });

  it('signs out on the server, then says so', async () => {
    const calls = signedInAs(subscribers.maria, () => shieldSignedOut);
    renderAccountAt('/shield/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You are signed out.')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/shield/sign-out', body: undefined });
  });

  it('says when the account cannot be loaded, and tries again', async () => {
    let answers = 0;
    standInForApi(() => (answers++ === 0 ? shieldErrorAnswers.billingUnavailable : accountOf(subscribers.maria)));
    renderAccountAt('/shield/account');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your subscription');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello, Maria Alvarez')).toBeInTheDocument();
  });
});

describe('the Shield account in Spanish (/es/shield/account)', () => {
  it('shows a subscription in Spanish: status, dates, price, device, card and invoices', async () => {
    signedInAs(subscribers.maria);
    renderAccountAt('/es/shield/account');
    expect(screen.getByText('Cargando su suscripción…')).toBeInTheDocument();
    expect(await screen.findByText('Hola, Maria Alvarez')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Su suscripción de Shield' })).toBeInTheDocument();

    const status = within(screen.getByRole('region', { name: 'Estado' }));
    expect(status.getByText('Activa')).toBeInTheDocument();
    expect(status.getByText('Su plan se renueva el 15 de diciembre de 2026.')).toBeInTheDocument();
    expect(status.getByRole('button', { name: 'Cancelar suscripción' })).toBeInTheDocument();

    const shipping = within(screen.getByRole('region', { name: 'Envío' }));
    expect(shipping.getByText('Enviado el 18 de septiembre de 2026.')).toBeInTheDocument();
    expect(shipping.getByRole('link', { name: 'Rastrear su paquete' })).toHaveAttribute('href', maria.shipping.trackingUrl);

    const plan = within(screen.getByRole('region', { name: 'Plan' }));
    expect(plan.getByText('$14.89 al mes')).toBeInTheDocument();
    expect(plan.getByText('Próxima fecha de facturación').nextElementSibling).toHaveTextContent('15 de diciembre de 2026');
    expect(plan.getByText('Hotspot móvil')).toBeInTheDocument();

    const card = within(screen.getByRole('region', { name: 'Tarjeta registrada' }));
    expect(card.getByText('Visa terminada en 4242')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Actualizar tarjeta' })).toBeInTheDocument();

    const history = within(screen.getByRole('region', { name: 'Historial de facturación' }));
    expect(history.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Factura', 'Fecha', 'Monto', 'Estado', 'Descargar']);
    const firstInvoice = history.getAllByRole('row')[1]!;
    expect(firstInvoice).toHaveTextContent('15 de noviembre de 2026');
    expect(firstInvoice).toHaveTextContent('$14.89');
    expect(firstInvoice).toHaveTextContent('Pagada');
    expect(within(firstInvoice).getByRole('link', { name: 'PDF de la factura INV-000134' })).toHaveAttribute('href', '/api/shield/invoices/2254000000301003/pdf');

    expect(screen.getByLabelText('Su enlace de referido')).toHaveValue(maria.referral.url);
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
  });

  it.each([
    ['priya', 'Prueba gratis'],
    ['tomas', 'Termina el 31 de enero de 2027'],
    ['lena', 'Pago rechazado'],
    ['rosa', 'Cancelada'],
    ['wei', 'Vencida'],
  ] as const)("%s's subscription reads \"%s\"", async (name, label) => {
    signedInAs(subscribers[name]);
    renderAccountAt('/es/shield/account');
    expect(within(await screen.findByRole('region', { name: 'Estado' })).getByText(label)).toBeInTheDocument();
  });

  it('words an overdue invoice in Spanish', async () => {
    signedInAs(subscribers.lena);
    renderAccountAt('/es/shield/account');
    const history = within(await screen.findByRole('region', { name: 'Historial de facturación' }));
    expect(history.getAllByRole('row')[1]).toHaveTextContent('Vencida');
  });

  it('offers the Spanish plans for an ended subscription', async () => {
    signedInAs(subscribers.wei);
    renderAccountAt('/es/shield/account');
    const status = within(await screen.findByRole('region', { name: 'Estado' }));
    expect(status.getByRole('link', { name: 'Ver los planes de Shield' })).toHaveAttribute('href', '/es/shield');
  });

  it('picks among several subscriptions in Spanish, at Spanish addresses', async () => {
    signedInAs(subscribers.jamal);
    renderAccountAt('/es/shield/account');
    const picker = within(await screen.findByRole('region', { name: 'Sus suscripciones' }));
    expect(picker.getByRole('link', { name: /Shield Monthly \(SUB-00018\).*Termina el 9 de diciembre de 2026/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/es\/shield\/account\?subscription=/),
    );
    await userEvent.click(picker.getByRole('link', { name: /SUB-00031/ }));
    expect(await screen.findByText('$149 al año')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Todas las suscripciones/ })).toHaveAttribute('href', '/es/shield/account');
  });

  it('cancels in Spanish: the dialog, its reasons, and the outcome', async () => {
    signedInAs(subscribers.maria, () => cancelledAtTermEnd(maria));
    renderAccountAt('/es/shield/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar suscripción' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancelar su suscripción' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(/Su servicio sigue activo hasta el 15 de diciembre de 2026/);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar suscripción' }));
    expect(dialog.getByText('Elija un motivo.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'Me voy a mudar' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar suscripción' }));
    const status = within(await screen.findByRole('region', { name: 'Estado' }));
    expect(await status.findByText('Termina el 15 de diciembre de 2026')).toBeInTheDocument();
    expect(status.getByRole('status')).toHaveTextContent('Su suscripción está cancelada. Su servicio sigue activo hasta el 15 de diciembre de 2026.');
    expect(status.getByRole('button', { name: 'Reactivar' })).toBeInTheDocument();
  });

  it('asks a visitor without a session to sign in, on the Spanish sign-in', async () => {
    standInForApi(() => shieldErrorAnswers.noSession);
    renderAccountAt('/es/shield/account');
    expect(await screen.findByText(/No ha iniciado sesión/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/es/shield/account/sign-in');
    await userEvent.click(screen.getByRole('link', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Administre su suscripción de Shield' })).toBeInTheDocument();
  });

  it('signs out, then says so on the Spanish sign-in', async () => {
    signedInAs(subscribers.maria, () => shieldSignedOut);
    renderAccountAt('/es/shield/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('Cerró su sesión.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/es\/shield\/account\/sign-in\?signed-out$/);
  });
});
