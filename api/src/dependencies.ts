import type { Logger } from 'pino';
import type { AppDependencies } from './app';
import type { BillingClient } from './billing/billing-client';
import { LocalBilling } from './billing/local-billing';
import { ZohoBilling } from './billing/zoho-billing';
import type { CacheStore } from './cache/cache-store';
import { InProcessCacheStore } from './cache/in-process-cache-store';
import { RedisCacheStore } from './cache/redis-cache-store';
import { ArchiveDrawers } from './certificates/archive-drawers';
import { archivesAtOnce } from './certificates/certificate-service';
import type { Config } from './config/config';
import { CachedCrm } from './crm/cached-crm';
import type { CrmClient } from './crm/crm-client';
import { LocalCrm } from './crm/local-crm';
import { ZohoCrm } from './crm/zoho-crm';
import type { Mailer } from './mail/mailer';
import { OutboxMailer } from './mail/outbox-mailer';
import { RetryingMailer } from './mail/retrying-mailer';
import { SmtpMailer } from './mail/smtp-mailer';
import { BackgroundTasks } from './shared/background-tasks';
import { systemClock } from './shared/clock';

/** The composition root: the adapter of each port, chosen by configuration. */
export async function createDependencies(config: Config, logger: Logger): Promise<AppDependencies> {
  const store = createStore(config, logger);
  return {
    config,
    logger,
    store,
    crm: new CachedCrm(await createCrm(config, store, logger), store, logger),
    billing: await createBilling(config, store, logger),
    mailer: new RetryingMailer(createMailer(config, logger), logger),
    backgroundTasks: new BackgroundTasks(logger),
    clock: systemClock,
    archiveDrawers: new ArchiveDrawers(archivesAtOnce),
  };
}

function createStore(config: Config, logger: Logger): CacheStore {
  if (config.redisUrl === undefined) {
    logger.info('REDIS_URL is not set: cache, login codes and rate limits stay in this process');
    return new InProcessCacheStore();
  }
  const store = new RedisCacheStore({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix, logger });
  // Not awaited: the API starts (answering 503 where it needs Redis) while Redis is still coming up.
  void store.connect().then(() => warnUnlessNoEviction(store, logger));
  return store;
}

/** Production needs `noeviction` (docs/security.md): said at start, so an operator sees it in the log. */
export async function warnUnlessNoEviction(store: RedisCacheStore, logger: Logger): Promise<void> {
  const policy = await store.evictionPolicy();
  if (policy === 'noeviction') return;
  logger.warn(
    { maxmemoryPolicy: policy ?? 'unknown' },
    policy === undefined
      ? 'Redis maxmemory-policy could not be read (CONFIG GET refused): it must be noeviction, or a full Redis drops login codes, sign-outs and rate limits (docs/security.md)'
      : `Redis maxmemory-policy is ${policy}, not noeviction: a full Redis will drop login codes, sign-outs and rate limits (docs/security.md)`,
  );
}

async function createCrm(config: Config, store: CacheStore, logger: Logger): Promise<CrmClient> {
  if (config.crm.kind === 'zoho') return new ZohoCrm({ ...config.crm, store, logger });
  logger.info({ file: config.crm.dataFile }, 'CRM=local: reading records from the data file');
  return LocalCrm.fromFile(config.crm.dataFile);
}

async function createBilling(config: Config, store: CacheStore, logger: Logger): Promise<BillingClient> {
  if (config.billing.kind === 'zoho') return new ZohoBilling({ ...config.billing, store, logger });
  logger.info({ file: config.billing.dataFile }, 'BILLING=local: reading Shield subscriptions from the data file; changes stay in this process');
  return LocalBilling.fromFile(config.billing.dataFile, { publicUrl: config.publicUrl, clock: systemClock });
}

function createMailer(config: Config, logger: Logger): Mailer {
  if (config.mail.kind === 'smtp') return new SmtpMailer(config.mail);
  logger.info({ directory: config.mail.directory }, 'SMTP_URL is not set: login emails go to the outbox folder and the console');
  return new OutboxMailer(config.mail);
}
