/**
 * An expected failure with the HTTP status and the message the client may see.
 * Anything thrown that is not an AppError is a bug and is answered with a bare 500.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Seconds after which a retry may succeed; sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Messages the client sees, kept in one place so tests and callers agree on them. */
export const errorMessages = {
  sessionExpired: 'Session expired. Please log in again.',
  invalidAuthCode: 'Invalid or expired authentication code',
  forbidden: 'You do not have access to this record',
  recordNotFound: 'Record not found',
  tooManyRequests: 'Too many requests, please try again later',
  signInBusy: 'Sign-in is busy right now, please try again in a minute',
  storeUnavailable: 'The service is temporarily unavailable, please try again in a minute',
  crmUnavailable: 'The records service is unavailable, please try again later',
  crmBusy: 'The records service is busy, please try again in a minute',
  billingUnavailable: 'The billing service is unavailable, please try again later',
  billingBusy: 'The billing service is busy, please try again in a minute',
  notFound: 'Not found',
  crossSite: 'This request must come from the site itself',
  internal: 'Something went wrong, please try again later',
} as const;
