import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

/** The api/ folder, the same from src/config (tests) and dist/config (build). */
const apiRoot = path.resolve(__dirname, '..', '..');

const httpUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));
const limit = z.coerce.number().int().positive();

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    API_HOST: z.string().default('127.0.0.1'),
    API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Express "trust proxy" addresses: the shell's proxy runs on loopback and sets X-Forwarded-For.
    TRUST_PROXY: z.string().default('loopback'),
    PUBLIC_URL: httpUrl.default('http://localhost:3000'),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    CRM: z.enum(['local', 'zoho']).default('local'),
    CRM_DATA: z.string().default(path.join(apiRoot, 'demo-data.json')),
    ZOHO_ACCOUNTS_URL: httpUrl.default('https://accounts.zoho.com'),
    ZOHO_API_URL: httpUrl.default('https://www.zohoapis.com/crm/v7'),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().default('Digital Harbor <no-reply@localhost>'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SIGNIN_LIMIT_PER_EMAIL: limit.default(5),
    SIGNIN_LIMIT_PER_IP: limit.default(30),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET !== undefined, {
    path: ['JWT_SECRET'],
    message: 'is required when NODE_ENV=production',
  });

const requiredForZoho = z.string({ error: 'is required when CRM=zoho' });
const zohoCredentialsSchema = z.object({
  ZOHO_CLIENT_ID: requiredForZoho,
  ZOHO_CLIENT_SECRET: requiredForZoho,
  ZOHO_REFRESH_TOKEN: requiredForZoho,
});

export type CrmConfig =
  | { kind: 'local'; dataFile: string }
  | { kind: 'zoho'; clientId: string; clientSecret: string; refreshToken: string; accountsUrl: string; apiUrl: string };

export type MailConfig = { kind: 'smtp'; url: string; from: string } | { kind: 'outbox'; directory: string; from: string };

export interface Config {
  environment: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  trustProxy: string;
  publicUrl: string;
  /** Unset: the in-process store. */
  redisUrl: string | undefined;
  crm: CrmConfig;
  mail: MailConfig;
  jwtSecret: string;
  /** True when JWT_SECRET was not set: sessions do not survive a restart. */
  jwtSecretIsRandom: boolean;
  signInLimits: { perEmail: number; perIp: number };
}

/** Reads and validates the environment once, at start. Throws with every problem listed (never values). */
export function loadConfig(environment: NodeJS.ProcessEnv): Config {
  // An empty variable (`REDIS_URL=`) means "not set", as it does in most shells and .env files.
  const setVariables = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environmentSchema.safeParse(setVariables);
  const zohoCredentials = setVariables.CRM === 'zoho' ? zohoCredentialsSchema.safeParse(setVariables) : undefined;
  const issues = [...(parsed.error?.issues ?? []), ...(zohoCredentials?.error?.issues ?? [])];
  if (!parsed.success || issues.length > 0) {
    const problems = issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  return {
    environment: env.NODE_ENV,
    host: env.API_HOST,
    port: env.API_PORT,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL,
    redisUrl: env.REDIS_URL,
    crm: zohoCredentials?.success
      ? {
          kind: 'zoho',
          clientId: zohoCredentials.data.ZOHO_CLIENT_ID,
          clientSecret: zohoCredentials.data.ZOHO_CLIENT_SECRET,
          refreshToken: zohoCredentials.data.ZOHO_REFRESH_TOKEN,
          accountsUrl: env.ZOHO_ACCOUNTS_URL,
          apiUrl: env.ZOHO_API_URL,
        }
      : { kind: 'local', dataFile: path.resolve(env.CRM_DATA) },
    mail:
      env.SMTP_URL === undefined
        ? { kind: 'outbox', directory: path.join(apiRoot, 'outbox'), from: env.MAIL_FROM }
        : { kind: 'smtp', url: env.SMTP_URL, from: env.MAIL_FROM },
    jwtSecret: env.JWT_SECRET ?? randomBytes(48).toString('base64url'),
    jwtSecretIsRandom: env.JWT_SECRET === undefined,
    signInLimits: { perEmail: env.SIGNIN_LIMIT_PER_EMAIL, perIp: env.SIGNIN_LIMIT_PER_IP },
  };
}
