import path from 'node:path';
import { loadConfig } from '../src/config/config';
import { newSigningKey } from './helpers/signing-key';

describe('configuration', () => {
  it('runs with nothing configured: local demo data, outbox mail, in-process store, random JWT secret', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      environment: 'development',
      host: '127.0.0.1',
      port: 4000,
      trustProxy: 'loopback',
      publicUrl: 'http://localhost:3000',
      redisUrl: undefined,
      crm: { kind: 'local', dataFile: path.resolve(__dirname, '..', 'demo-data.json') },
      mail: { kind: 'outbox', directory: path.resolve(__dirname, '..', 'outbox') },
      jwtSecretIsRandom: true,
      signInLimits: { perEmail: 5, perIp: 30 },
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).jwtSecret).not.toBe(config.jwtSecret);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      API_PORT: '4100',
      PUBLIC_URL: 'https://portal.example.org/',
      REDIS_URL: 'redis://cache:6379/2',
      REDIS_KEY_PREFIX: 'site-staging:',
      CRM: 'zoho',
      ZOHO_CLIENT_ID: 'id',
      ZOHO_CLIENT_SECRET: 'secret',
      ZOHO_REFRESH_TOKEN: 'refresh',
      ZOHO_API_URL: 'https://www.zohoapis.eu/crm/v7',
      SMTP_URL: 'smtps://user:pass@mail.example.org',
      MAIL_FROM: 'Portal <portal@example.org>',
      JWT_SECRET: 's'.repeat(32),
      SIGNIN_LIMIT_PER_EMAIL: '3',
      SIGNIN_LIMIT_PER_IP: '50',
    });
    expect(config).toMatchObject({
      port: 4100,
      publicUrl: 'https://portal.example.org',
      redisUrl: 'redis://cache:6379/2',
      redisKeyPrefix: 'site-staging:',
      crm: { kind: 'zoho', clientId: 'id', accountsUrl: 'https://accounts.zoho.com', apiUrl: 'https://www.zohoapis.eu/crm/v7' },
      mail: { kind: 'smtp', url: 'smtps://user:pass@mail.example.org', from: 'Portal <portal@example.org>' },
      jwtSecret: 's'.repeat(32),
      jwtSecretIsRandom: false,
      signInLimits: { perEmail: 3, perIp: 50 },
    });
  });

  it('reads the billing provider apart from the CRM, with the one Zoho client', () => {
    const zohoClient = { ZOHO_CLIENT_ID: 'id', ZOHO_CLIENT_SECRET: 'secret', ZOHO_REFRESH_TOKEN: 'refresh' };
    expect(loadConfig({ ...zohoClient, BILLING: 'zoho', ZOHO_BILLING_ORGANIZATION_ID: '700000001' })).toMatchObject({
      crm: { kind: 'local' },
      billing: { kind: 'zoho', clientId: 'id', organizationId: '700000001', apiUrl: 'https://www.zohoapis.com/billing/v1' },
    });
    expect(loadConfig({ ...zohoClient, CRM: 'zoho' })).toMatchObject({ crm: { kind: 'zoho' }, billing: { kind: 'local' } });
    expect(() => loadConfig({ BILLING: 'zoho' })).toThrow(
      /ZOHO_CLIENT_ID: is required when CRM=zoho or BILLING=zoho[\s\S]*ZOHO_BILLING_ORGANIZATION_ID: is required when BILLING=zoho/,
    );
    expect(() => loadConfig({ ...zohoClient, BILLING: 'zoho', ZOHO_BILLING_ORGANIZATION_ID: 'org-1' })).toThrow('ZOHO_BILLING_ORGANIZATION_ID: must be digits');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ REDIS_URL: '', SMTP_URL: '' })).toMatchObject({ redisUrl: undefined, mail: { kind: 'outbox' } });
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET: is required when NODE_ENV=production');
  });

  describe('in production (fails closed)', () => {
    const complete = {
      NODE_ENV: 'production',
      JWT_SECRET: 'k3J9-pX2vQ8rT5wZ1mN7bC4hF6yL0aD_',
      REDIS_URL: 'rediss://cache.internal:6380',
      SMTP_URL: 'smtps://user:pass@mail.example.org',
      MAIL_FROM: 'Digital Harbor <no-reply@example.org>',
      CRM: 'zoho',
      ZOHO_CLIENT_ID: 'id',
      ZOHO_CLIENT_SECRET: 'secret',
      ZOHO_REFRESH_TOKEN: 'refresh',
      BILLING: 'zoho',
      ZOHO_BILLING_ORGANIZATION_ID: '700000001',
      SHIELD_REFERRAL_SECRET: 'r7Tq-2mXv9LpW4sK8nB1cH6yF0dG3jZ_',
      PUBLIC_URL: 'https://www.example.org',
      TRUST_PROXY: '10.0.1.0/24',
      CERTIFICATE_SIGNING_KEY: newSigningKey().privateKeyPem,
    };
    const problemsOf = (environment: NodeJS.ProcessEnv): string => {
      try {
        loadConfig(environment);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    };

    it('starts with every setting given, with Zoho or with an explicit local data file', () => {
      expect(loadConfig(complete)).toMatchObject({
        environment: 'production',
        crm: { kind: 'zoho' },
        billing: { kind: 'zoho', organizationId: '700000001', apiUrl: 'https://www.zohoapis.com/billing/v1' },
        mail: { kind: 'smtp' },
        trustProxy: '10.0.1.0/24',
      });
      const local = { ...complete, CRM: 'local', CRM_DATA: '/srv/crm.json', BILLING: 'local', BILLING_DATA: '/srv/billing.json' };
      expect(loadConfig(local)).toMatchObject({ crm: { kind: 'local', dataFile: '/srv/crm.json' }, billing: { kind: 'local', dataFile: '/srv/billing.json' } });
    });

    it('refuses to start with nothing set, naming every missing setting in one message', () => {
      const message = problemsOf({ NODE_ENV: 'production' });
      for (const name of ['JWT_SECRET', 'REDIS_URL', 'SMTP_URL', 'MAIL_FROM', 'CRM', 'BILLING', 'SHIELD_REFERRAL_SECRET', 'PUBLIC_URL', 'TRUST_PROXY', 'CERTIFICATE_SIGNING_KEY']) {
        expect(message).toMatch(new RegExp(`^- ${name}: is required when NODE_ENV=production`, 'm'));
      }
    });

    it.each([
      ['JWT_SECRET', { JWT_SECRET: undefined }],
      ['REDIS_URL', { REDIS_URL: '' }],
      ['SMTP_URL', { SMTP_URL: undefined }],
      ['MAIL_FROM', { MAIL_FROM: undefined }],
      ['CRM', { CRM: undefined }],
      ['CRM_DATA', { CRM: 'local' }],
      ['ZOHO_REFRESH_TOKEN', { ZOHO_REFRESH_TOKEN: undefined }],
      ['BILLING', { BILLING: undefined }],
      ['BILLING_DATA', { BILLING: 'local' }],
      ['ZOHO_BILLING_ORGANIZATION_ID', { ZOHO_BILLING_ORGANIZATION_ID: undefined }],
      ['SHIELD_REFERRAL_SECRET', { SHIELD_REFERRAL_SECRET: undefined }],
      ['PUBLIC_URL', { PUBLIC_URL: undefined }],
      ['PUBLIC_URL: must be https', { PUBLIC_URL: 'http://www.example.org' }],
      ['TRUST_PROXY', { TRUST_PROXY: undefined }],
      ['CERTIFICATE_SIGNING_KEY', { CERTIFICATE_SIGNING_KEY: undefined }],
    ])('refuses to start without %s', (problem, change) => {
      const message = problemsOf({ ...complete, ...change });
      expect(message).toContain(`- ${problem}`);
      expect(message.split('\n')).toHaveLength(2);
    });

    it('never prints a value, not even a refused one', () => {
      const message = problemsOf({ ...complete, PUBLIC_URL: 'http://secret-host.example.org', JWT_SECRET: 'short-secret-value' });
      expect(message).not.toContain('secret-host');
      expect(message).not.toContain('short-secret-value');
    });
  });

  // Read by the package the shell's server shares (trust-proxy-setting, which has the cases).
  describe('TRUST_PROXY', () => {
    it('reads a subnet list', () => {
      expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback,10.0.0.0/8');
    });

    it.each([
      ['true', '- TRUST_PROXY: "true" is refused: it would believe an X-Forwarded-For header from anyone'],
      ['0.0.0.0/1,128.0.0.0/1', '- TRUST_PROXY: "0.0.0.0/1,128.0.0.0/1" is refused: its ranges cover every IPv4 address'],
      ['x', '- TRUST_PROXY: must be a hop count'],
    ])('refuses %j, saying why', (value, message) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
    });
  });

  it('requires the Zoho credentials with CRM=zoho', () => {
    expect(() => loadConfig({ CRM: 'zoho', ZOHO_CLIENT_ID: 'id' })).toThrow(/ZOHO_CLIENT_SECRET: is required when CRM=zoho[\s\S]*ZOHO_REFRESH_TOKEN/);
  });

  it('lists every problem at once, without echoing the values', () => {
    let message = '';
    try {
      loadConfig({ API_PORT: 'port', REDIS_URL: 'http://x', JWT_SECRET: 'short-secret-value', SIGNIN_LIMIT_PER_IP: '0' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['API_PORT', 'REDIS_URL', 'JWT_SECRET', 'SIGNIN_LIMIT_PER_IP']) expect(message).toContain(name);
    expect(message).not.toContain('short-secret-value');
  });
});
