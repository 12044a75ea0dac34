import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the next API calls answer instead of the stand-in's data: a status and body, or no answer at all. */
export type Override = { status: number; body?: unknown } | 'hang';

/**
 * What the stand-ins for Zoho's services (CRM, Billing) share: one loopback server for the
 * accounts server and the API, the access tokens they issued, and answers queued by a test.
 * A subclass answers the requests (`handle`) and is started with `listen`.
 */
export abstract class LoopbackZoho {
  tokenRequests = 0;
  protected readonly validTokens = new Set<string>();
  readonly #overrides: Override[] = [];
  readonly #hanging = new Set<ServerResponse>();
  readonly #server: Server;

  protected constructor() {
    this.#server = createServer((request, response) => {
      this.handle(request, response).catch(() => {
        response.statusCode = 500;
        response.end();
      });
    });
  }

  protected abstract handle(request: IncomingMessage, response: ServerResponse): Promise<void>;

  protected async listen(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get accountsUrl(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** Zoho stops accepting every token issued so far (as when one expires early or is revoked). */
  revokeTokens(): void {
    this.validTokens.clear();
  }

  /** The next API calls answer these instead, in order. */
  answerNext(...overrides: Override[]): void {
    this.#overrides.push(...overrides);
  }

  async stop(): Promise<void> {
    for (const response of this.#hanging) response.destroy();
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }

  /** The bearer token of a request, when it is one this stand-in issued. */
  protected issuedToken(request: IncomingMessage): string | undefined {
    const token = /^Zoho-oauthtoken (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    return token !== undefined && this.validTokens.has(token) ? token : undefined;
  }

  /** Answers with the next queued override, if any: true when it did (or left the request hanging). */
  protected answeredByOverride(response: ServerResponse, defaultBody?: unknown): boolean {
    const override = this.#overrides.shift();
    if (override === undefined) return false;
    if (override === 'hang') this.#hanging.add(response);
    else sendJson(response, override.status, override.body ?? defaultBody);
    return true;
  }
}

/** A JSON answer, or an empty one when there is no body (Zoho's 204). */
export function sendJson(response: ServerResponse, status: number, body?: unknown): void {
  response.statusCode = status;
  if (body === undefined) {
    response.end();
    return;
  }
  response.setHeader('Content-Type', 'application/json;charset=UTF-8');
  response.end(JSON.stringify(body));
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
