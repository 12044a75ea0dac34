import express from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { authRoutes } from './auth/auth-routes';
import { LoginCodes } from './auth/login-codes';
import { SessionTokens } from './auth/session-tokens';
import { SignInService } from './auth/sign-in-service';
import type { CacheStore } from './cache/cache-store';
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
  config: Pick<Config, 'publicUrl' | 'trustProxy' | 'jwtSecret' | 'signInLimits' | 'vitalsReportToken'>;
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
  const signIn = new SignInService({
    crm,
    codes: new LoginCodes(store, clock),
    sessions,
    mailer,
    rateLimiter: new RateLimiter(store),
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
  app.use(
    '/api',
    healthRoutes(store, crm),
    authRoutes(signIn, backgroundTasks),
    portalRoutes(new PortalService(crm), sessions),
    vitalsRoutes({ vitals: new VitalsStore(store, clock), rateLimiter: new RateLimiter(store), reportToken: config.vitalsReportToken }),
  );
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
