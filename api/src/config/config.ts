import { createPrivateKey, createPublicKey, randomBytes } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { developmentSigningKeyPem } from '../certificates/development-signing-key';
import { developmentReferralSecret } from '../shield-account/referral-codes';
import { parseTrustProxy } from 'trust-proxy-setting';

/** The api/ folder, the same from src/config (tests) and dist/config (build). */
const apiRoot = path.resolve(__dirname, '..', '..');

const httpUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));
const limit = z.coerce.number().int().positive();

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // The same HOST as the shell's server and the static servers: 0.0.0.0 behind a load balancer.
    HOST: z.string().default('127.0.0.1'),
    API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Express "trust proxy": the shell's proxy (on loopback locally) sets X-Forwarded-For.
    TRUST_PROXY: z
      .string()
      .default('loopback')
      .transform((value, context) => {
        const parsed = parseTrustProxy(value);
        if ('setting' in parsed) return parsed.setting;
        context.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }),
    PUBLIC_URL: httpUrl.default('http://localhost:3000'),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    // Several sites or environments can share one Redis, each under its own prefix.
    REDIS_KEY_PREFIX: z.string().regex(/^[\w:.-]{1,64}$/, 'letters, digits and _ : . - only, 64 at most').default('dh:'),
    CRM: z.enum(['local', 'zoho']).default('local'),
    CRM_DATA: z.string().default(path.join(apiRoot, 'demo-data.json')),
    ZOHO_ACCOUNTS_URL: httpUrl.default('https://accounts.zoho.com'),
    ZOHO_API_URL: httpUrl.default('https://www.zohoapis.com/crm/v7'),
    BILLING: z.enum(['local', 'zoho']).default('local'),
    BILLING_DATA: z.string().default(path.join(apiRoot, 'billing-demo-data.json')),
    ZOHO_BILLING_API_URL: httpUrl.default('https://www.zohoapis.com/billing/v1'),
    // Derives each Shield subscription's referral code: changing it changes every code.
    SHIELD_REFERRAL_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().default('Digital Harbor <no-reply@localhost>'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SIGNIN_LIMIT_PER_EMAIL: limit.default(5),
    SIGNIN_LIMIT_PER_IP: limit.default(30),
    SIGNIN_LIMIT_PER_NETWORK: limit.default(60),
    SIGNIN_LOOKUPS_PER_MINUTE: limit.default(20),
    // The shell's remote list, whose pages are the only ones Web Vitals are counted under; unset, PUBLIC_URL's.
    SITE_PAGES_URL: z.url({ protocol: /^https?$/ }).optional(),
    // Unset: the Web Vitals report (GET /api/vitals) does not exist; collecting goes on regardless.
    VITALS_REPORT_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    CERTIFICATE_SIGNING_KEY: z
      .string()
      .optional()
      .transform((value, context) => {
        if (value === undefined) return undefined;
        const key = parseSigningKey(value);
        if (key !== undefined) return key;
        context.addIssue({ code: 'custom', message: 'must be an Ed25519 private key, PKCS#8 as PEM or base64 DER' });
        return z.NEVER;
      }),
    // Public verifications of certificate codes per 15 minutes, per address and per network block (as sign-in's).
    CERTIFICATE_VERIFICATIONS_PER_IP: limit.default(60),
    CERTIFICATE_VERIFICATIONS_PER_NETWORK: limit.default(240),
    // The most certificates one "Download all" archive holds; a larger donation's are downloaded per device.
    CERTIFICATE_ARCHIVE_MAX_DEVICES: limit.max(2000).default(250),
    PORTAL_READS_PER_SESSION: limit.default(120),
    PORTAL_READS_PER_IP: limit.default(300),
    PORTAL_CRM_CALLS_PER_HOUR: limit.default(800),
  });

/** An Ed25519 private key, PKCS#8, as PEM or as base64 of its DER bytes; undefined for anything else. */
function parseSigningKey(value: string): KeyObject | undefined {
  try {
    const key = value.includes('-----BEGIN')
      ? createPrivateKey(value.replace(/\\n/g, '\n'))
      : createPrivateKey({ key: Buffer.from(value.trim(), 'base64'), format: 'der', type: 'pkcs8' });
    return key.asymmetricKeyType === 'ed25519' ? key : undefined;
  } catch {
    return undefined;
  }
}

/** True when the value is the development key of the repository, in whichever encoding. */
function isDevelopmentSigningKey(value: string | undefined): boolean {
  const key = value === undefined ? undefined : parseSigningKey(value);
  if (key === undefined) return false;
  const publicDer = (privateKey: KeyObject) => createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  return publicDer(key).equals(publicDer(createPrivateKey(developmentSigningKeyPem)));
}

/** How to make a good key, said wherever a JWT_SECRET is refused. */
export const jwtSecretAdvice = `generate one with: node -e "console.log(require('crypto').randomBytes(48).toString('base64url'))"`;

/**
 * Why a production JWT_SECRET is plainly guessable, if it is: one character repeated, a short run
 * repeated, or too few distinct characters for its length (a random key of 32 or more characters
 * has well over ten, even in hex). Never says what the value is.
 */
export function guessableSecretProblem(secret: string): string | undefined {
  const distinct = new Set(secret).size;
  if (distinct === 1) return 'is one character repeated';
  if (/^(.{1,16}?)\1+$/s.test(secret)) return 'is a short run of characters repeated';
  if (distinct < Math.min(10, Math.ceil(secret.length / 4))) return `has only ${distinct} distinct characters for its ${secret.length}`;
  return undefined;
}

/**
 * In production every embedded default is a mistake (codes lost on restart, links printed to the
 * log, demo data served, limits per process), so each must be replaced by a setting; one message
 * names every one that is missing. `variables` are the set ones, unparsed.
 */
function productionProblems(variables: Record<string, string | undefined>): string[] {
  if (variables.NODE_ENV !== 'production') return [];
  const required = (name: string, why: string): string[] => (variables[name] === undefined ? [`- ${name}: is required when NODE_ENV=production (${why})`] : []);
  return [
    ...required('JWT_SECRET', 'sessions must survive a restart and be valid on every instance'),
    ...required('REDIS_URL', 'login codes, rate limits and the CRM budget must be shared by every instance'),
    ...required('SMTP_URL', 'login links must be mailed, never written to the console'),
    ...required('MAIL_FROM', 'the sender of the login email'),
    ...required('CRM', 'zoho, or local with CRM_DATA; the demo data set is not served in production'),
    ...(variables.CRM === 'local' ? required('CRM_DATA', 'the local CRM\'s data file, named explicitly') : []),
    ...required('BILLING', 'zoho, or local with BILLING_DATA; the demo billing data is not served in production'),
    ...(variables.BILLING === 'local' ? required('BILLING_DATA', 'the local billing adapter\'s data file, named explicitly') : []),
    ...required('SHIELD_REFERRAL_SECRET', 'referral codes must be the organisation\'s own, not derived from the development key in the repository'),
    ...required('PUBLIC_URL', 'the https origin of the site, for login links'),
    ...(variables.PUBLIC_URL?.startsWith('https://') === false ? ['- PUBLIC_URL: must be https when NODE_ENV=production (login links carry the code)'] : []),
    ...required('TRUST_PROXY', 'the shell instances whose X-Forwarded-For is believed, or per-visitor limits count the shell'),
    ...required('CERTIFICATE_SIGNING_KEY', 'certificates must be signed with the organisation\'s own key, not the development key in the repository'),
    ...(isDevelopmentSigningKey(variables.CERTIFICATE_SIGNING_KEY)
      ? ['- CERTIFICATE_SIGNING_KEY: is the development key in the repository, which anyone can sign with; generate the organisation\'s own (api/README.md)']
      : []),
    ...guessableSecretProblems(variables.JWT_SECRET),
  ];
}

function guessableSecretProblems(secret: string | undefined): string[] {
  const problem = secret === undefined ? undefined : guessableSecretProblem(secret);
  return problem === undefined ? [] : [`- JWT_SECRET: ${problem}, so sessions could be forged; ${jwtSecretAdvice}`];
}

const requiredForZoho = z.string({ error: 'is required when CRM=zoho or BILLING=zoho' });
/** One Zoho OAuth client serves both adapters (its refresh token granted the CRM's and Billing's scopes). */
const zohoCredentialsSchema = z.object({
  ZOHO_CLIENT_ID: requiredForZoho,
  ZOHO_CLIENT_SECRET: requiredForZoho,
  ZOHO_REFRESH_TOKEN: requiredForZoho,
});
const zohoBillingSchema = z.object({ ZOHO_BILLING_ORGANIZATION_ID: z.string({ error: 'is required when BILLING=zoho' }).regex(/^\d{1,30}$/, 'must be digits') });

export type CrmConfig =
  | { kind: 'local'; dataFile: string }
  | { kind: 'zoho'; clientId: string; clientSecret: string; refreshToken: string; accountsUrl: string; apiUrl: string };

export type BillingConfig =
  | { kind: 'local'; dataFile: string }
  | { kind: 'zoho'; clientId: string; clientSecret: string; refreshToken: string; accountsUrl: string; apiUrl: string; organizationId: string };

export type MailConfig = { kind: 'smtp'; url: string; from: string } | { kind: 'outbox'; directory: string; from: string };

export interface Config {
  environment: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  /** Express's "trust proxy" setting: a hop count, or named ranges, addresses and subnets. */
  trustProxy: number | string;
  publicUrl: string;
  /** Unset: the in-process store. */
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  crm: CrmConfig;
  billing: BillingConfig;
  /** Derives the Shield subscriptions' referral codes. */
  referralSecret: string;
  mail: MailConfig;
  jwtSecret: string;
  /** True when JWT_SECRET was not set: sessions do not survive a restart. */
  jwtSecretIsRandom: boolean;
  /** Per 15 minutes per email (per requesting network), per address and per network; `lookupsPerMinute`: CRM searches per minute, site-wide. */
  signInLimits: { perEmail: number; perIp: number; perNetwork: number; lookupsPerMinute: number };
  /** Portal reads per 15 minutes per session and per address; the portal's CRM calls per hour, site-wide. */
  portalLimits: { perSession: number; perIp: number; crmCallsPerHour: number };
  /** The shell's /remotes.json: the site's pages, the only ones Web Vitals are counted under. */
  sitePagesUrl: string;
  /** The bearer token of the Web Vitals report; unset, there is no report. */
  vitalsReportToken: string | undefined;
  /** Public verifications of certificate codes per 15 minutes, per address (IPv6: /64) and per network block. */
  verificationLimits: { perIp: number; perNetwork: number };
  /** The most certificates one archive (a donation's "Download all") holds. */
  certificateArchiveMaxDevices: number;
  /** Signs certificates' verification codes (Ed25519). */
  certificateSigningKey: KeyObject;
  /** True when the development key in the repository signs (CERTIFICATE_SIGNING_KEY unset, or set to it). */
  certificateSigningKeyIsDevelopment: boolean;
}

/** Reads and validates the environment once, at start. Throws with every problem listed (never values). */
export function loadConfig(environment: NodeJS.ProcessEnv): Config {
  // An empty variable (`REDIS_URL=`) means "not set", as it does in most shells and .env files.
  const setVariables = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environmentSchema.safeParse(setVariables);
  const usesZoho = setVariables.CRM === 'zoho' || setVariables.BILLING === 'zoho';
  const zohoCredentials = usesZoho ? zohoCredentialsSchema.safeParse(setVariables) : undefined;
  const zohoBilling = setVariables.BILLING === 'zoho' ? zohoBillingSchema.safeParse(setVariables) : undefined;
  const issues = [...(parsed.error?.issues ?? []), ...(zohoCredentials?.error?.issues ?? []), ...(zohoBilling?.error?.issues ?? [])];
  const problems = [...issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`), ...productionProblems(setVariables)];
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  // The one Zoho OAuth client, for whichever adapters use Zoho.
  const zohoClient = zohoCredentials?.success
    ? {
        clientId: zohoCredentials.data.ZOHO_CLIENT_ID,
        clientSecret: zohoCredentials.data.ZOHO_CLIENT_SECRET,
        refreshToken: zohoCredentials.data.ZOHO_REFRESH_TOKEN,
        accountsUrl: env.ZOHO_ACCOUNTS_URL,
      }
    : undefined;
  return {
    environment: env.NODE_ENV,
    host: env.HOST,
    port: env.API_PORT,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    crm: zohoClient !== undefined && env.CRM === 'zoho' ? { kind: 'zoho', ...zohoClient, apiUrl: env.ZOHO_API_URL } : { kind: 'local', dataFile: path.resolve(env.CRM_DATA) },
    billing:
      zohoClient !== undefined && zohoBilling?.success
        ? { kind: 'zoho', ...zohoClient, apiUrl: env.ZOHO_BILLING_API_URL, organizationId: zohoBilling.data.ZOHO_BILLING_ORGANIZATION_ID }
        : { kind: 'local', dataFile: path.resolve(env.BILLING_DATA) },
    referralSecret: env.SHIELD_REFERRAL_SECRET ?? developmentReferralSecret,
    mail:
      env.SMTP_URL === undefined
        ? { kind: 'outbox', directory: path.join(apiRoot, 'outbox'), from: env.MAIL_FROM }
        : { kind: 'smtp', url: env.SMTP_URL, from: env.MAIL_FROM },
    jwtSecret: env.JWT_SECRET ?? randomBytes(48).toString('base64url'),
    jwtSecretIsRandom: env.JWT_SECRET === undefined,
    signInLimits: {
      perEmail: env.SIGNIN_LIMIT_PER_EMAIL,
      perIp: env.SIGNIN_LIMIT_PER_IP,
      perNetwork: env.SIGNIN_LIMIT_PER_NETWORK,
      lookupsPerMinute: env.SIGNIN_LOOKUPS_PER_MINUTE,
    },
    portalLimits: { perSession: env.PORTAL_READS_PER_SESSION, perIp: env.PORTAL_READS_PER_IP, crmCallsPerHour: env.PORTAL_CRM_CALLS_PER_HOUR },
    sitePagesUrl: env.SITE_PAGES_URL ?? `${env.PUBLIC_URL}/remotes.json`,
    vitalsReportToken: env.VITALS_REPORT_TOKEN,
    verificationLimits: { perIp: env.CERTIFICATE_VERIFICATIONS_PER_IP, perNetwork: env.CERTIFICATE_VERIFICATIONS_PER_NETWORK },
    certificateArchiveMaxDevices: env.CERTIFICATE_ARCHIVE_MAX_DEVICES,
    certificateSigningKey: env.CERTIFICATE_SIGNING_KEY ?? createPrivateKey(developmentSigningKeyPem),
    certificateSigningKeyIsDevelopment: env.CERTIFICATE_SIGNING_KEY === undefined || isDevelopmentSigningKey(setVariables.CERTIFICATE_SIGNING_KEY),
  };
}
