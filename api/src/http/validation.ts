import type { z } from 'zod';
import { AppError } from '../shared/app-error';

/** A CRM record id from the client: Zoho ids are digits, demo ids may have letters and dashes. */
export const recordIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** Validates untrusted input; the first problem becomes a 400 naming the field. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown, part: 'body' | 'query' | 'path'): z.output<Schema> {
  if (part === 'body' && input === undefined) throw new AppError(400, 'The request body must be JSON (Content-Type: application/json)');
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const field = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new AppError(400, `Invalid ${part}: ${field}${issue?.message ?? 'not accepted'}`);
}
