import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import type { Logger } from 'pino';
import { AppError, errorMessages } from '../shared/app-error';

export const notFoundHandler: RequestHandler = () => {
  throw new AppError(404, errorMessages.notFound);
};

/** What Express's own parsers throw (body-parser, path decoding): an http-errors 4xx. */
const clientErrorSchema = z.object({ status: z.number().int().min(400).max(499), type: z.string().optional() });

const parserMessages: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON',
  'entity.too.large': 'The request body is too large (10 kB at most)',
};

/** Every error becomes JSON `{ error }`: no HTML page, no stack trace. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _request, response, next) => {
    if (response.headersSent) {
      next(error);
      return;
    }
    const { status, message, retryAfterSeconds } = describe(error);
    if (status === 500) logger.error({ err: error }, 'unexpected error');
    if (retryAfterSeconds !== undefined) response.set('Retry-After', String(retryAfterSeconds));
    response.status(status).json({ error: message });
  };
}

function describe(error: unknown): { status: number; message: string; retryAfterSeconds?: number } {
  if (error instanceof AppError) return error;
  const clientError = clientErrorSchema.safeParse(error);
  if (clientError.success) {
    const { status, type } = clientError.data;
    return { status, message: (type && parserMessages[type]) ?? STATUS_CODES[status] ?? 'Bad request' };
  }
  return { status: 500, message: errorMessages.internal };
}
