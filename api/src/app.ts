import express from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { authRoutes } from './auth/auth-routes';
import { LoginCodes } from './auth/login-codes';
import { SessionTokens } from './auth/session-tokens';
import { SignInService } from './auth/sign-in-service';
import type { CacheStore } from './cache/cache-store';
import { CertificateService } from './certificates/certificate-service';
import { certificateRoutes } from './certificates/certificate-routes';
import { CertificateSigner } from './certificates/certificate-signer';
import { organisation } from './content/organisation';
import type { Config } from './config/config';
import type { CrmClient } from './crm/crm-client';
import { errorHandler, notFoundHandler } from './http/errors';
import { healthRoutes } from './http/health-routes';
import { RateLimiter } from './http/rate-limiter';
import { securityHeaders } from './http/security';
import type { Mailer } from './mail/mailer';
import { PortalService } from './portal/portal-service';
import { portalRoutes } from './portal/portal-routes';
import type { BackgroundTasks } from './shared/background-tasks';
import type { Clock } from './shared/clock';
import { vitalsRoutes } from './vitals/vitals-routes';
import { VitalsStore } from './vitals/vitals-store';

export interface AppDependencies {
  config: Pick<Config, 'publicUrl' | 'trustProxy' | 'jwtSecret' | 'signInLimits' | 'vitalsReportToken' | 'certificateSigningKey' | 'certificateSigningKeyIsDevelopment'>;
  logger: Logger;
  store: CacheStore;
  crm: CrmClient;
  mailer: Mailer;
  backgroundTasks: BackgroundTasks;
  clock: Clock;
}

/** The Express application, without listening: tests drive it with supertest. */
export function createApp({ config, logger, store, crm, mailer, backgroundTasks, clock }: AppDependencies): express.Express {
  const sessions = new SessionTokens(config.jwtSecret, clock);
  const rateLimiter = new RateLimiter(store);
  const signIn = new SignInService({
    crm,
    codes: new LoginCodes(store, clock),
    sessions,
    mailer,
    rateLimiter,
    limits: config.signInLimits,
    publicUrl: config.publicUrl,
    logger,
  });

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
  app.use(express.json({ limit: '10kb' }));
  const certificates = new CertificateService({ crm, signer: new CertificateSigner(config.certificateSigningKey), organisation, publicUrl: config.publicUrl, clock });
  app.use(
    '/api',
    healthRoutes(store, crm),
    authRoutes(signIn, backgroundTasks),
    // Before the portal's `/:module/:id`, which would ask the public verification for a session.
    certificateRoutes(certificates, sessions, rateLimiter, config.certificateSigningKeyIsDevelopment),
    portalRoutes(new PortalService(crm), sessions),
    vitalsRoutes({ vitals: new VitalsStore(store, clock), rateLimiter, reportToken: config.vitalsReportToken }),
  );
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
