import { readFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import type { Logger } from 'pino';
import { createApp } from '../../src/app';
import type { BillingClient } from '../../src/billing/billing-client';
import { LocalBilling } from '../../src/billing/local-billing';
import type { LocalBillingData } from '../../src/billing/local-billing';
import type { CacheStore } from '../../src/cache/cache-store';
import { InProcessCacheStore } from '../../src/cache/in-process-cache-store';
import { ArchiveDrawers } from '../../src/certificates/archive-drawers';
import { archivesAtOnce } from '../../src/certificates/certificate-service';
import { loadConfig } from '../../src/config/config';
import { CachedCrm } from '../../src/crm/cached-crm';
import type { CrmClient } from '../../src/crm/crm-client';
import { LocalCrm } from '../../src/crm/local-crm';
import type { LocalCrmData } from '../../src/crm/local-crm';
import type { Mailer, MailMessage } from '../../src/mail/mailer';
import { BackgroundTasks } from '../../src/shared/background-tasks';
import { ManualClock } from './manual-clock';

export const silentLogger = pino({ level: 'silent' });
export const testJwtSecret = 'test-secret-that-is-at-least-32-characters-long';

export const billingDemoData = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'billing-demo-data.json'), 'utf8')) as LocalBillingData;

export const demoData = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'demo-data.json'), 'utf8')) as LocalCrmData;

/** The demo champion with this email. */
export function demoChampion(email: string): { id: string; email: string } {
  const champion = demoData.Champions.find((candidate) => candidate.Email === email);
  if (champion === undefined) throw new Error(`no demo champion ${email}`);
  return { id: champion.id, email };
}

/** Keeps what would have been sent; can be told to fail. */
export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  failing = false;

  async send(message: MailMessage): Promise<void> {
    if (this.failing) throw new Error('mail server down');
    this.sent.push(message);
  }
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  clock: ManualClock;
  mailer: CapturingMailer;
  store: CacheStore;
  backgroundTasks: BackgroundTasks;
  archiveDrawers: ArchiveDrawers;
}

/** The API over the demo data, an in-process store on a manual clock and a capturing mailer. */
export async function createTestApp(
  options: { store?: CacheStore; crm?: CrmClient; billing?: BillingClient; mailer?: Mailer; env?: NodeJS.ProcessEnv; clock?: ManualClock; logger?: Logger } = {},
): Promise<TestApp> {
  const clock = options.clock ?? new ManualClock();
  // No shell serves the site's page list unless a test starts one (helpers/remote-list.ts): port 9 refuses.
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: testJwtSecret, SITE_PAGES_URL: 'http://127.0.0.1:9/remotes.json', ...options.env });
  const store = options.store ?? new InProcessCacheStore(clock);
  const crm = options.crm ?? new CachedCrm(new LocalCrm(demoData), store, silentLogger);
  const mailer = new CapturingMailer();
  const logger = options.logger ?? silentLogger;
  const backgroundTasks = new BackgroundTasks(logger);
  // Idle drawers do not keep Jest's process alive; a test that draws archives may close them itself.
  const archiveDrawers = new ArchiveDrawers(archivesAtOnce);
  // A copy of the demo billing data per app: one test's cancel is not another's.
  const billing = options.billing ?? new LocalBilling(structuredClone(billingDemoData), { publicUrl: config.publicUrl, clock });
  const app = createApp({ config, logger, store, crm, billing, mailer: options.mailer ?? mailer, backgroundTasks, clock, archiveDrawers });
  return { app, clock, mailer, store, backgroundTasks, archiveDrawers };
}

export function linkIn(text: string): URL {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (link === undefined) throw new Error(`no link in: ${text}`);
  return new URL(link);
}

/** Asks for a login link and waits for the email; the link, or undefined when no email was sent. */
export async function requestLoginLink(testApp: TestApp, email: string): Promise<URL | undefined> {
  const sentBefore = testApp.mailer.sent.length;
  await request(testApp.app).post('/api/email').send({ email }).expect(202);
  await testApp.backgroundTasks.idle();
  const mail = testApp.mailer.sent[sentBefore];
  return mail && linkIn(mail.text);
}

/** The whole sign-in: link by email, then the code exchanged for a session token. */
export async function signIn(testApp: TestApp, email: string): Promise<string> {
  const link = await requestLoginLink(testApp, email);
  if (link === undefined) throw new Error(`no login email for ${email}`);
  const response = await request(testApp.app)
    .post('/api/jwt')
    .send({ recordID: link.searchParams.get('recordId'), authCode: link.searchParams.get('jwt') })
    .expect(200);
  return (response.body as { token: string }).token;
}

/** A store that behaves like `inner` except for the methods given. */
export function storeWith(inner: CacheStore, overrides: Partial<CacheStore>): CacheStore {
  return {
    kind: inner.kind,
    get: (key) => inner.get(key),
    set: (key, value, ttlSeconds) => inner.set(key, value, ttlSeconds),
    setIfAbsent: (key, value, ttlSeconds) => inner.setIfAbsent(key, value, ttlSeconds),
    take: (key) => inner.take(key),
    delete: (key) => inner.delete(key),
    increment: (key, windowSeconds) => inner.increment(key, windowSeconds),
    hitWithinLimits: (counters) => inner.hitWithinLimits(counters),
    isHealthy: () => inner.isHealthy(),
    close: () => inner.close(),
    ...overrides,
  };
}

/**
 * The API over `data` (the demo data unless told), recording every CRM call behind the cache, as
 * the real CRM would see them.
 */
export async function createCountingTestApp(options: { data?: LocalCrmData; env?: NodeJS.ProcessEnv } = {}): Promise<{ testApp: TestApp; asked: unknown[][] }> {
  const asked: unknown[][] = [];
  const local = new LocalCrm(options.data ?? demoData);
  const counting: CrmClient = {
    getRecord: (module, id) => (asked.push(['getRecord', module, id]), local.getRecord(module, id)),
    searchRecords: (module, field, value) => (asked.push(['searchRecords', module, field, value]), local.searchRecords(module, field, value)),
    health: () => local.health(),
  };
  const clock = new ManualClock();
  const store = new InProcessCacheStore(clock);
  const testApp = await createTestApp({ clock, store, crm: new CachedCrm(counting, store, silentLogger), env: options.env });
  return { testApp, asked };
}
