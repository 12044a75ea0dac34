import pino from 'pino';
import { loadConfig } from './config/config';
import { startApi } from './start-api';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = pino({ level: config.logLevel });
  if (config.jwtSecretIsRandom) {
    logger.warn('JWT_SECRET is not set: using a random secret, so sessions end when the API restarts');
  }
  const api = await startApi(config, logger);
  logger.info(`API listening on ${api.url}`);

  const shutDown = (signal: NodeJS.Signals): void => {
    logger.info({ signal }, 'shutting down');
    api.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutDown);
  process.once('SIGINT', shutDown);
}

main().catch((error: unknown) => {
  // Configuration errors list every problem; print them plainly, without a stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
