import { accountContent } from '../content/account';
import { accountContent as accountContentEs } from '../content/account.es';
import { formatCalendarDate } from './formatting';
import { availableActions, statusWording } from './statusWording';

const dates = { nextBillingAt: '2026-12-01', currentTermEndsAt: '2026-12-31' };

describe('the words for each billing status', () => {
  it.each([
    ['live', 'Active', 'Your plan renews on December 1, 2026.'],
    ['trial', 'Free trial', 'Your trial ends and billing starts on December 1, 2026.'],
    ['non_renewing', 'Ends on December 31, 2026', 'You cancelled this subscription. Your service continues until then; reactivate to keep it.'],
    ['unpaid', 'Payment failed', expect.stringContaining('Update your card')],
    ['dunning', 'Payment failed', expect.stringContaining('Update your card')],
    ['cancelled', 'Cancelled', expect.stringContaining('choose a new Shield plan')],
    ['expired', 'Expired', expect.stringContaining('choose a new Shield plan')],
  ] as const)('%s reads "%s"', (status, label, detail) => {
    expect(statusWording({ status, ...dates }, accountContent.status, 'en')).toEqual({ label, detail, tone: expect.any(String) });
  });

  it('says the subscription ends at the end of the period when the end date is unknown', () => {
    expect(statusWording({ status: 'non_renewing', nextBillingAt: null, currentTermEndsAt: null }, accountContent.status, 'en').label).toBe(
      'Ends at the end of the current period',
    );
  });

  it('says an active plan renews without a date when none is known', () => {
    expect(statusWording({ status: 'live', nextBillingAt: null, currentTermEndsAt: null }, accountContent.status, 'en').detail).toBe(
      'Your plan renews automatically.',
    );
  });
});

describe('the words for each billing status in Spanish', () => {
  it.each([
    ['live', 'Activa', 'Su plan se renueva el 1 de diciembre de 2026.', 'good'],
    ['trial', 'Prueba gratis', 'Su prueba termina y la facturación empieza el 1 de diciembre de 2026.', 'good'],
    ['non_renewing', 'Termina el 31 de diciembre de 2026', expect.stringContaining('reactívela para conservarla'), 'warning'],
    ['unpaid', 'Pago rechazado', expect.stringContaining('Actualice su tarjeta'), 'warning'],
    ['dunning', 'Pago rechazado', expect.stringContaining('Actualice su tarjeta'), 'warning'],
    ['cancelled', 'Cancelada', expect.stringContaining('elija un nuevo plan de Shield'), 'ended'],
    ['expired', 'Vencida', expect.stringContaining('elija un nuevo plan de Shield'), 'ended'],
  ] as const)('%s reads "%s"', (status, label, detail, tone) => {
    expect(statusWording({ status, ...dates }, accountContentEs.status, 'es')).toEqual({ label, detail, tone });
  });

  it('words the cases without a date', () => {
    expect(statusWording({ status: 'non_renewing', nextBillingAt: null, currentTermEndsAt: null }, accountContentEs.status, 'es').label).toBe(
      'Termina al final del período actual',
    );
    expect(statusWording({ status: 'live', nextBillingAt: null, currentTermEndsAt: null }, accountContentEs.status, 'es').detail).toBe(
      'Su plan se renueva automáticamente.',
    );
  });
});

describe('what can be done in each status', () => {
  it.each([
    ['live', { updateCard: true, cancel: true, reactivate: false }],
    ['trial', { updateCard: true, cancel: true, reactivate: false }],
    ['unpaid', { updateCard: true, cancel: true, reactivate: false }],
    ['dunning', { updateCard: true, cancel: true, reactivate: false }],
    ['non_renewing', { updateCard: true, cancel: false, reactivate: true }],
    ['cancelled', { updateCard: false, cancel: false, reactivate: false }],
    ['expired', { updateCard: false, cancel: false, reactivate: false }],
  ] as const)('%s', (status, actions) => {
    expect(availableActions(status)).toEqual(actions);
  });
});

describe('calendar dates', () => {
  it('writes the day as given, whatever the time zone, in the page’s language', () => {
    expect(formatCalendarDate('2026-01-01', 'en')).toBe('January 1, 2026');
    expect(formatCalendarDate('2026-12-31', 'en')).toBe('December 31, 2026');
    expect(formatCalendarDate('2026-01-01', 'es')).toBe('1 de enero de 2026');
  });

  it('shows anything that is not a calendar date as it came', () => {
    expect(formatCalendarDate('soon', 'en')).toBe('soon');
    expect(formatCalendarDate('2026-13-01', 'es')).toBe('2026-13-01');
  });
});
