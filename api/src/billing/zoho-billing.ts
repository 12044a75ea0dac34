import { z } from 'zod';
import type { Logger } from 'pino';
import type { CacheStore } from '../cache/cache-store';
import type { ZohoCredentials } from '../crm/zoho-access-tokens';
import { ZohoAccessTokens } from '../crm/zoho-access-tokens';
import { requestZoho } from '../crm/zoho-http';
import { AppError, errorMessages } from '../shared/app-error';
import type { BillingClient, BillingCustomer, BillingInvoice, BillingSubscription, CancelReason } from './billing-client';
import { customerFromZoho, invoiceFromZoho, subscriptionFromZoho, zohoCustomerSchema, zohoInvoiceSchema, zohoSubscriptionSchema } from './zoho-billing-records';

export interface ZohoBillingOptions extends ZohoCredentials {
  /** Base of the Billing REST API, version included, e.g. https://www.zohoapis.com/billing/v1 */
  apiUrl: string;
  organizationId: string;
  store: CacheStore;
  logger: Logger;
  timeoutMs?: number;
}

const billingFailureMessages = { unavailable: errorMessages.billingUnavailable, busy: errorMessages.billingBusy };
/** Zoho ids are digits; anything else cannot exist, so it is not worth a call. */
const zohoIdPattern = /^\d{1,30}$/;
/** Enough for any one customer's subscriptions or invoices. */
const perPage = 200;

const successSchema = z.object({ code: z.literal(0) });

type ZohoAnswer = { status: number; body: unknown; bytes: Buffer; contentType: string };

/** The billing adapter for Zoho Billing's REST API (v1), with the OAuth token the CRM adapter shares. */
export class ZohoBilling implements BillingClient {
  readonly #tokens: ZohoAccessTokens;
  readonly #timeoutMs: number;

  constructor(private readonly options: ZohoBillingOptions) {
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#tokens = new ZohoAccessTokens({ credentials: options, store: options.store, logger: options.logger, timeoutMs: this.#timeoutMs, messages: billingFailureMessages });
  }

  async findCustomerByEmail(email: string): Promise<BillingCustomer | undefined> {
    const body = await this.#json('GET', '/customers', { email, per_page: String(perPage) });
    const { customers } = this.#read(z.object({ customers: z.array(z.looseObject(zohoCustomerSchema.shape)) }), body, '/customers');
    const wanted = email.trim().toLowerCase();
    const customer = customers.find((candidate) => candidate.email.trim().toLowerCase() === wanted);
    return customer && customerFromZoho(customer);
  }

  async getCustomer(customerId: string): Promise<BillingCustomer | undefined> {
    if (!zohoIdPattern.test(customerId)) return undefined;
    const body = await this.#json('GET', `/customers/${customerId}`, {}, { notFound: true });
    return body === undefined ? undefined : customerFromZoho(this.#read(z.object({ customer: zohoCustomerSchema }), body, '/customers/:id').customer);
  }

  async listSubscriptions(customerId: string): Promise<BillingSubscription[]> {
    // The list leaves out the card and custom fields: each of the customer's own is read in full.
    const ids = await this.#subscriptionIds(customerId);
    return Promise.all(ids.map(async (id) => this.#subscription(await this.#json('GET', `/subscriptions/${id}`))));
  }

  /** Zoho's invoice list names no subscription: the customer's invoices are listed per subscription. */
  async listInvoices(customerId: string): Promise<BillingInvoice[]> {
    const ids = await this.#subscriptionIds(customerId);
    const perSubscription = await Promise.all(
      ids.map(async (subscriptionId) => {
        const body = await this.#json('GET', '/invoices', { subscription_id: subscriptionId, per_page: String(perPage) });
        const { invoices } = this.#read(z.object({ invoices: z.array(z.looseObject(zohoInvoiceSchema.shape)) }), body, '/invoices');
        return invoices
          .filter((invoice) => (invoice.customer_id ?? customerId) === customerId)
          .map((invoice) => invoiceFromZoho({ ...invoice, subscription_id: subscriptionId }, customerId));
      }),
    );
    return perSubscription.flat();
  }

  async #subscriptionIds(customerId: string): Promise<string[]> {
    if (!zohoIdPattern.test(customerId)) return [];
    const body = await this.#json('GET', '/subscriptions', { customer_id: customerId, per_page: String(perPage) });
    const listed = this.#read(z.object({ subscriptions: z.array(z.object({ subscription_id: z.string(), customer_id: z.string() })) }), body, '/subscriptions').subscriptions;
    return listed.filter((subscription) => subscription.customer_id === customerId).map((subscription) => subscription.subscription_id);
  }

  async cancelAtTermEnd(subscriptionId: string, _why: CancelReason): Promise<BillingSubscription> {
    return this.#subscription(await this.#json('POST', `/subscriptions/${this.#id(subscriptionId)}/cancel`, { cancel_at_end: 'true' }));
  }

  async reactivate(subscriptionId: string): Promise<BillingSubscription> {
    return this.#subscription(await this.#json('POST', `/subscriptions/${this.#id(subscriptionId)}/reactivate`));
  }

  async cardUpdatePage(subscriptionId: string, returnUrl: string): Promise<string> {
    const body = await this.#json('POST', '/hostedpages/updatecard', {}, {
      body: { subscription_id: this.#id(subscriptionId), auto_collect: true, redirect_url: returnUrl },
    });
    return this.#read(z.object({ hostedpage: z.object({ url: z.url({ protocol: /^https$/ }) }) }), body, '/hostedpages/updatecard').hostedpage.url;
  }

  async invoicePdf(invoiceId: string): Promise<Buffer> {
    const answer = await this.#call('GET', `/invoices/${this.#id(invoiceId)}`, { accept: 'pdf' });
    if (answer.status !== 200 || !answer.contentType.includes('application/pdf')) this.#fail(answer, `/invoices/${invoiceId}`);
    return answer.bytes;
  }

  #id(id: string): string {
    if (!zohoIdPattern.test(id)) throw new AppError(404, errorMessages.notFound);
    return id;
  }

  #subscription(body: unknown): BillingSubscription {
    return subscriptionFromZoho(this.#read(z.object({ subscription: zohoSubscriptionSchema }), body, '/subscriptions/:id').subscription);
  }

  /** Zoho's answer in the shape the adapter reads; another shape is a broken provider (502), never a crash. */
  #read<Schema extends z.ZodType>(schema: Schema, body: unknown, path: string): z.output<Schema> {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    this.options.logger.error({ path, problem: parsed.error.issues[0]?.path.join('.') }, 'Zoho Billing answered in an unexpected shape');
    throw new AppError(502, errorMessages.billingUnavailable);
  }

  /** A call whose answer is Zoho's JSON with `code: 0`; undefined for a 404 when `notFound` is allowed. */
  async #json(method: 'GET' | 'POST', path: string, query: Record<string, string> = {}, { body, notFound }: { body?: unknown; notFound?: boolean } = {}): Promise<unknown> {
    const answer = await this.#call(method, path, query, body);
    if (notFound && answer.status === 404) return undefined;
    if (answer.status >= 200 && answer.status < 300 && successSchema.safeParse(answer.body).success) return answer.body;
    return this.#fail(answer, path);
  }

  #fail({ status, body }: ZohoAnswer, path: string): never {
    const zohoCode = z.object({ code: z.number() }).safeParse(body).data?.code;
    this.options.logger.error({ status, zohoCode, path: path.replace(/\d{6,}/g, ':id') }, 'Zoho Billing call failed');
    if (status === 429) throw new AppError(503, errorMessages.billingBusy, 60);
    throw new AppError(502, errorMessages.billingUnavailable);
  }

  /** With the access token; a refused token is renewed and the call retried once. */
  async #call(method: 'GET' | 'POST', path: string, query: Record<string, string> = {}, body?: unknown): Promise<ZohoAnswer> {
    const url = new URL(`${this.options.apiUrl}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const send = (token: string) =>
      requestZoho(
        url,
        {
          method,
          headers: {
            Authorization: `Zoho-oauthtoken ${token}`,
            'X-com-zoho-subscriptions-organizationid': this.options.organizationId,
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
        { timeoutMs: this.#timeoutMs, logger: this.options.logger, messages: billingFailureMessages },
      );
    const token = await this.#tokens.current();
    const answer = await send(token);
    return answer.status === 401 ? send(await this.#tokens.renew(token)) : answer;
  }
}
