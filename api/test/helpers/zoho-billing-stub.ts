import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RecordedExchange } from '../fixtures/zoho-billing-recorded';
import { LoopbackZoho, readBody, sendJson } from './loopback-zoho';

/**
 * Zoho's accounts server and Billing API on loopback, playing back recorded answers. Strict where
 * Zoho is: an access token it issued and the organisation's header are required, and a request
 * nothing was recorded for is Zoho's 404.
 */
export class ZohoBillingStub extends LoopbackZoho {
  /** `METHOD /path?query` of every API call, in order. */
  readonly calls: { method: string; path: string; query: Record<string, string>; body: unknown }[] = [];

  private constructor(
    private readonly exchanges: RecordedExchange[],
    private readonly organizationId: string,
  ) {
    super();
  }

  static async start(exchanges: RecordedExchange[], organizationId: string): Promise<ZohoBillingStub> {
    return new ZohoBillingStub(exchanges, organizationId).listen();
  }

  get apiUrl(): string {
    return `${this.accountsUrl}/billing/v1`;
  }

  /** Calls whose path or query names this id. */
  callsNaming(id: string): string[] {
    return this.calls.map((call) => `${call.method} ${call.path} ${JSON.stringify(call.query)} ${JSON.stringify(call.body)}`).filter((call) => call.includes(id));
  }

  protected async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.accountsUrl);
    const text = await readBody(request);
    if (request.method === 'POST' && url.pathname === '/oauth/v2/token') {
      this.tokenRequests += 1;
      const token = `stub-token-${this.tokenRequests}`;
      this.validTokens.add(token);
      return sendJson(response, 200, { access_token: token, api_domain: 'https://www.zohoapis.com', token_type: 'Bearer', expires_in: 3600 });
    }
    if (!url.pathname.startsWith('/billing/v1/')) return sendJson(response, 404, { code: 5, message: 'Invalid URL Passed' });
    const path = url.pathname.slice('/billing/v1'.length);
    const query = Object.fromEntries(url.searchParams);
    this.calls.push({ method: request.method ?? '', path, query, body: text === '' ? undefined : JSON.parse(text) });

    if (this.issuedToken(request) === undefined) return sendJson(response, 401, { code: 57, message: 'You are not authorized to perform this operation' });
    if (request.headers['x-com-zoho-subscriptions-organizationid'] !== this.organizationId) {
      return sendJson(response, 400, { code: 6041, message: 'This user is not associated with the CompanyID/CompanyName:.' });
    }
    if (this.answeredByOverride(response)) return;

    const exchange = this.exchanges.find(
      (candidate) =>
        candidate.method === request.method &&
        candidate.path === path &&
        Object.entries(candidate.query ?? {}).every(([name, value]) => url.searchParams.get(name) === value),
    );
    if (exchange === undefined) return sendJson(response, 404, { code: 5, message: 'Invalid URL Passed' });
    if (exchange.pdf !== undefined) {
      response.writeHead(exchange.status, { 'Content-Type': 'application/pdf;charset=UTF-8' }).end(exchange.pdf);
      return;
    }
    return sendJson(response, exchange.status, exchange.body);
  }
}
