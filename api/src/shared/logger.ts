import pino from 'pino';
import type { Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    // Session tokens and login codes must never reach the logs.
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });
}
