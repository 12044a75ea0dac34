import path from 'node:path';
import { loadConfig } from '../src/config/config';

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
      crm: { kind: 'zoho', clientId: 'id', accountsUrl: 'https://accounts.zoho.com', apiUrl: 'https://www.zohoapis.eu/crm/v7' },
      mail: { kind: 'smtp', url: 'smtps://user:pass@mail.example.org', from: 'Portal <portal@example.org>' },
      jwtSecret: 's'.repeat(32),
      jwtSecretIsRandom: false,
      signInLimits: { perEmail: 3, perIp: 50 },
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ REDIS_URL: '', SMTP_URL: '' })).toMatchObject({ redisUrl: undefined, mail: { kind: 'outbox' } });
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET: is required when NODE_ENV=production');
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
