import { createHmac } from 'node:crypto';

/**
 * A subscription's referral code: derived from its id with a key of the organisation's, so it is
 * stable, its own, and tells nothing about the id (which would open the subscription's actions).
 */
export function referralCode(secret: string, subscriptionId: string): string {
  const digest = createHmac('sha256', secret).update(`shield-referral:${subscriptionId}`).digest();
  return digest.readBigUInt64BE(0).toString(36).padStart(13, '0');
}

/** The key when SHIELD_REFERRAL_SECRET is unset (development and tests; production requires its own). */
export const developmentReferralSecret = 'development-shield-referral-secret-not-for-production';
