import express from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { authRoutes } from './auth/auth-routes';
import { LinkRequests } from './auth/link-requests';
import { LoginCodes } from './auth/login-codes';
import { requireSession } from './auth/require-session';
import { SessionRevocations } from './auth/session-revocations';
import { sessionRoutes } from './auth/session-routes';
import { SessionTokens } from './auth/session-tokens';
import { championFinder, portalLink, SignInService } from './auth/sign-in-service';
import type { BillingClient } from './billing/billing-client';
import { LocalBilling } from './billing/local-billing';
import { localCardRoutes } from './billing/local-card-routes';
import type { CacheStore } from './cache/cache-store';
import type { ArchiveDrawers } from './certificates/archive-drawers';
import { CertificateService } from './certificates/certificate-service';
import { certificateRoutes } from './certificates/certificate-routes';
import { CertificateSigner } from './certificates/certificate-signer';
import { organisation } from './content/organisation';
import type { Config } from './config/config';
import { BudgetedCrm } from './crm/budgeted-crm';
import { CachedCrm } from './crm/cached-crm';
import type { CrmClient } from './crm/crm-client';
import { errorHandler, notFoundHandler } from './http/errors';
import { healthRoutes } from './http/health-routes';
import { RateLimiter } from './http/rate-limiter';
import { refuseCrossSiteRequests, securityHeaders } from './http/security';
import type { Mailer } from './mail/mailer';
import { limitPortalReads } from './portal/portal-read-limits';
import { PortalService } from './portal/portal-service';
import { portalRoutes } from './portal/portal-routes';
import type { BackgroundTasks } from './shared/background-tasks';
import { ShieldAccountService } from './shield-account/shield-account-service';
import { shieldRoutes } from './shield-account/shield-routes';
import { shieldSessionToken } from './shield-account/shield-session-cookie';
import { ShieldSignIn, shieldLink, subscriberFinder } from './shield-account/shield-sign-in';
import type { Clock } from './shared/clock';
import { vitalsRoutes } from './vitals/vitals-routes';
import { SitePages } from './vitals/site-pages';
import { VitalsStore } from './vitals/vitals-store';

export interface AppDependencies {
  config: Pick<Config, 'publicUrl' | 'trustProxy' | 'jwtSecret' | 'referralSecret' | 'signInLimits' | 'portalLimits' | 'vitalsReportToken' | 'sitePagesUrl' | 'certificateSigningKey' | 'certificateSigningKeyIsDevelopment' | 'certificateArchiveMaxDevices' | 'verificationLimits'>;
  logger: Logger;
  store: CacheStore;
  crm: CrmClient;
  billing: BillingClient;
  mailer: Mailer;
  backgroundTasks: BackgroundTasks;
  clock: Clock;
  archiveDrawers: ArchiveDrawers;
}

/** The Express application, without listening: tests drive it with supertest. */
export function createApp({ config, logger, store, crm, billing, mailer, backgroundTasks, clock, archiveDrawers }: AppDependencies): express.Express {
  const sessions = new SessionTokens(config.jwtSecret, clock, 'recordID');
  const revocations = new SessionRevocations(store, sessions);
  const rateLimiter = new RateLimiter(store);
  const linkParts = { rateLimiter, store, limits: config.signInLimits, mailer, logger };
  const codes = new LoginCodes(store, clock, 'login-code');
  const links = new LinkRequests({
    ...linkParts,
    names: { lookupBudget: 'signin-lookups', knownEmails: 'known-champion', signIn: 'portal' },
    find: championFinder(crm),
    linkFor: portalLink(config.publicUrl),
    place: 'portal',
    codes,
  });
  const signIn = new SignInService({ codes, sessions, rateLimiter });
  // The Shield account's sessions name a billing customer; the portal's tokens are refused there and its tokens by the portal.
  const shieldSessions = new SessionTokens(config.jwtSecret, clock, 'customerID');
  const shieldCodes = new LoginCodes(store, clock, 'shield-login-code');
  const shieldLinks = new LinkRequests({
    ...linkParts,
    names: { lookupBudget: 'shield-signin-lookups', knownEmails: 'known-subscriber', signIn: 'shield' },
    find: subscriberFinder(billing),
    linkFor: shieldLink(config.publicUrl),
    place: 'shieldAccount',
    codes: shieldCodes,
  });
  const shieldSignIn = new ShieldSignIn({ billing, codes: shieldCodes, sessions: shieldSessions, rateLimiter });
  // The portal's CRM misses spend their own site-wide budget (sign-in has its lookup budget): the
  // outer cache and its single flight answer hits and merged misses before the budget is counted.
  const portalCrm = new CachedCrm(
    new BudgetedCrm(crm, rateLimiter, { name: 'portal-crm-calls', callsPerHour: config.portalLimits.crmCallsPerHour }),
    store,
    logger,
  );
  const signedIn = [requireSession(sessions, revocations), limitPortalReads(rateLimiter, config.portalLimits)];
  const shieldRevocations = new SessionRevocations(store, shieldSessions);
  const shieldSignedIn = [requireSession(shieldSessions, shieldRevocations, shieldSessionToken), limitPortalReads(rateLimiter, config.portalLimits)];

  const app = express();
  app.set('trust proxy', config.trustProxy);
  app.use(
    pinoHttp({
      logger,
      // Method and path only: headers carry session tokens, query strings carry email addresses.
      serializers: {
        req: (request: { id: unknown; method: string; url: string }) => ({ id: request.id, method: request.method, path: request.url.split('?')[0] }),
        res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
      },
    }),
  );
  app.use(securityHeaders);
  // Before any route and any body is read: every state-changing route is covered, including new ones.
  app.use(refuseCrossSiteRequests(config.publicUrl));
  app.use(express.json({ limit: '10kb' }));
  const certificates = new CertificateService({
    crm: portalCrm,
    signer: new CertificateSigner(config.certificateSigningKey),
    organisation,
    publicUrl: config.publicUrl,
    clock,
    archiveMaxDevices: config.certificateArchiveMaxDevices,
    archiveDrawers,
  });
  app.use(
    '/api',
    healthRoutes(store, crm),
    authRoutes(links, signIn, backgroundTasks),
    sessionRoutes(sessions, revocations),
    // Before the portal's `/:module/:id`, which would ask the public verification for a session.
    certificateRoutes({ certificates, signedIn, rateLimiter, verificationLimits: config.verificationLimits, developmentKey: config.certificateSigningKeyIsDevelopment }),
    shieldRoutes({
      links: shieldLinks,
      signIn: shieldSignIn,
      account: new ShieldAccountService({ billing, publicUrl: config.publicUrl, referralSecret: config.referralSecret, logger }),
      sessions: shieldSessions,
      revocations: shieldRevocations,
      signedIn: shieldSignedIn,
      backgroundTasks,
      publicUrl: config.publicUrl,
    }),
    ...(billing instanceof LocalBilling ? [localCardRoutes(billing, config.publicUrl)] : []),
    portalRoutes(new PortalService(portalCrm), signedIn),
    vitalsRoutes({
      vitals: new VitalsStore(store, clock),
      sitePages: new SitePages({ url: config.sitePagesUrl, clock, logger }),
      rateLimiter,
      reportToken: config.vitalsReportToken,
    }),
  );
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
