import { newSigningKey } from './signing-key';

/** A complete production configuration (never connected to: the tests give the app its adapters). */
export const productionEnvironment = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  REDIS_URL: 'redis://cache.internal:6379',
  SMTP_URL: 'smtp://mail.internal:25',
  MAIL_FROM: 'Digital Harbor <no-reply@example.org>',
  CRM: 'local',
  CRM_DATA: 'demo-data.json',
  BILLING: 'local',
  BILLING_DATA: 'billing-demo-data.json',
  SHIELD_REFERRAL_SECRET: 'a-production-referral-secret-of-32-characters',
  PUBLIC_URL: 'https://www.example.org',
  TRUST_PROXY: 'loopback',
  CERTIFICATE_SIGNING_KEY: newSigningKey().privateKeyPem,
};
