import * as z from 'zod/mini';
import type { Locale } from 'ui';
import type { CancelReason } from '../content/account';

/** Where the API lives, as seen from the browser: the shell proxies `/api` to it. */
const apiBase = '/api/shield';

/** A call that has not answered by then is abandoned, so a hung backend cannot hang the page. */
const requestTimeoutMs = 15_000;

const subscriptionSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(['live', 'trial', 'non_renewing', 'unpaid', 'dunning', 'cancelled', 'expired']),
  plan: z.object({ name: z.string(), amount: z.number(), interval: z.enum(['months', 'years']) }),
  nextBillingAt: z.nullable(z.string()),
  currentTermEndsAt: z.nullable(z.string()),
  card: z.nullable(z.object({ type: z.string(), lastFour: z.string() })),
  device: z.object({ type: z.string(), simCount: z.number() }),
  shipping: z.object({
    status: z.enum(['awaiting', 'shipped']),
    shippedOn: z.nullable(z.string()),
    trackingNumber: z.nullable(z.string()),
    trackingUrl: z.nullable(z.string()),
  }),
  invoices: z.array(z.object({ id: z.string(), number: z.string(), date: z.string(), total: z.number(), status: z.string(), pdfPath: z.string() })),
  referral: z.object({ code: z.string(), url: z.string() }),
});

const accountSchema = z.object({ customer: z.object({ name: z.string() }), subscriptions: z.array(subscriptionSchema) });
const subscriptionAnswerSchema = z.object({ subscription: subscriptionSchema });
const cardPageSchema = z.object({ url: z.string() });

export type Subscription = z.infer<typeof subscriptionSchema>;
export type SubscriptionStatus = Subscription['status'];
export type Account = z.infer<typeof accountSchema>;

/**
 * Why a call failed: `network` (no answer, or not in time), `http` (a 4xx/5xx answer, with the
 * API's `{ error }` text and `Retry-After` when sent) or `invalid` (a 2xx answer of another shape).
 */
export class AccountApiError extends Error {
  constructor(
    readonly kind: 'network' | 'http' | 'invalid',
    readonly status?: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(`Shield account call failed (${kind}${status === undefined ? '' : ` ${status}`})`);
    this.name = 'AccountApiError';
  }
}

/**
 * The one way the account screens call the API: JSON, the session's cookie (HttpOnly, never seen
 * here) sent as the browser keeps it, and a time-out. Resolves with the answer's JSON checked
 * against `schema` (undefined for a body-less answer), rejects with an AccountApiError.
 */
async function call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodMiniType<T> | undefined, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch {
    throw new AccountApiError('network');
  }
  if (!response.ok) {
    const seconds = Number(response.headers.get('Retry-After') ?? Number.NaN);
    throw new AccountApiError('http', response.status, Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined);
  }
  if (!schema) return undefined as T;
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new AccountApiError('invalid');
  return parsed.data;
}

const subscriptionPath = (id: string) => `/subscriptions/${encodeURIComponent(id)}`;

export const accountApi = {
  /** Always 202 for a well-formed address, whether or not it has a subscription; the mail is in `locale`, its link to the account in that language. */
  requestSignInLink: (email: string, locale: Locale) => call('POST', '/sign-in', undefined, { email, locale }),
  /** The emailed code for a session cookie; 401 for a used, unknown or expired code. */
  openSession: (code: string) => call('POST', '/session', z.object({ customer: z.object({ name: z.string() }) }), { code }),
  signOut: () => call('POST', '/sign-out', undefined),
  account: () => call('GET', '/account', accountSchema),
  cardPage: (subscriptionId: string) => call('POST', `${subscriptionPath(subscriptionId)}/card`, cardPageSchema),
  cancel: (subscriptionId: string, reason: CancelReason, comment: string) =>
    call('POST', `${subscriptionPath(subscriptionId)}/cancel`, subscriptionAnswerSchema, comment ? { reason, comment } : { reason }),
  reactivate: (subscriptionId: string) => call('POST', `${subscriptionPath(subscriptionId)}/reactivate`, subscriptionAnswerSchema),
};
