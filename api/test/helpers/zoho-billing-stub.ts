import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RecordedExchange } from '../fixtures/zoho-billing-recorded';

/** What the next API calls answer instead of the recording: a status and body, or no answer at all. */
type Override = { status: number; body?: unknown } | 'hang';

/**
 * Zoho's accounts server and Billing API on loopback, playing back recorded answers. Strict where
 * Zoho is: an access token it issued and the organisation's header are required, and a request
 * nothing was recorded for is Zoho's 404.
 */
export class ZohoBillingStub {
  tokenRequests = 0;
  /** `METHOD /path?query` of every API call, in order. */
  readonly calls: { method: string; path: string; query: Record<string, string>; body: unknown }[] = [];
  #validTokens = new Set<string>();
  #overrides: Override[] = [];
  #hanging = new Set<ServerResponse>();
  readonly #server: Server;

  private constructor(
    private readonly exchanges: RecordedExchange[],
    private readonly organizationId: string,
  ) {
    this.#server = createServer((request, response) => {
      this.#handle(request, response).catch(() => {
        response.statusCode = 500;
        response.end();
      });
    });
  }

  static async start(exchanges: RecordedExchange[], organizationId: string): Promise<ZohoBillingStub> {
    const stub = new ZohoBillingStub(exchanges, organizationId);
    await new Promise<void>((resolve) => stub.#server.listen(0, '127.0.0.1', resolve));
    return stub;
  }

  get accountsUrl(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  get apiUrl(): string {
    return `${this.accountsUrl}/billing/v1`;
  }

  /** Calls whose path or query names this id. */
  callsNaming(id: string): string[] {
    return this.calls.map((call) => `${call.method} ${call.path} ${JSON.stringify(call.query)} ${JSON.stringify(call.body)}`).filter((call) => call.includes(id));
  }

  revokeTokens(): void {
    this.#validTokens.clear();
  }

  answerNext(...overrides: Override[]): void {
    this.#overrides.push(...overrides);
  }

  async stop(): Promise<void> {
    for (const response of this.#hanging) response.destroy();
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.accountsUrl);
    const text = await readBody(request);
    if (request.method === 'POST' && url.pathname === '/oauth/v2/token') {
      this.tokenRequests += 1;
      const token = `stub-token-${this.tokenRequests}`;
      this.#validTokens.add(token);
      return send(response, 200, { access_token: token, api_domain: 'https://www.zohoapis.com', token_type: 'Bearer', expires_in: 3600 });
    }
    if (!url.pathname.startsWith('/billing/v1/')) return send(response, 404, { code: 5, message: 'Invalid URL Passed' });
    const path = url.pathname.slice('/billing/v1'.length);
    const query = Object.fromEntries(url.searchParams);
    this.calls.push({ method: request.method ?? '', path, query, body: text === '' ? undefined : JSON.parse(text) });

    const token = /^Zoho-oauthtoken (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (token === undefined || !this.#validTokens.has(token)) return send(response, 401, { code: 57, message: 'You are not authorized to perform this operation' });
    if (request.headers['x-com-zoho-subscriptions-organizationid'] !== this.organizationId) {
      return send(response, 400, { code: 6041, message: 'This user is not associated with the CompanyID/CompanyName:.' });
    }
    const override = this.#overrides.shift();
    if (override === 'hang') {
      this.#hanging.add(response);
      return;
    }
    if (override !== undefined) return send(response, override.status, override.body);

    const exchange = this.exchanges.find(
      (candidate) =>
        candidate.method === request.method &&
        candidate.path === path &&
        Object.entries(candidate.query ?? {}).every(([name, value]) => url.searchParams.get(name) === value),
    );
    if (exchange === undefined) return send(response, 404, { code: 5, message: 'Invalid URL Passed' });
    if (exchange.pdf !== undefined) {
      response.writeHead(exchange.status, { 'Content-Type': 'application/pdf;charset=UTF-8' }).end(exchange.pdf);
      return;
    }
    return send(response, exchange.status, exchange.body);
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8' }).end(body === undefined ? '' : JSON.stringify(body));
}
