import { loadConfig } from '../src/config/config';
import { productionEnvironment } from './helpers/production-environment';

// Every other production setting present, so only the secret can be refused.
const production = { ...productionEnvironment, REDIS_URL: 'rediss://cache.internal:6380', TRUST_PROXY: '10.0.1.0/24' };

const refusal = (secret: string): string => {
  try {
    loadConfig({ ...production, JWT_SECRET: secret });
  } catch (error) {
    return (error as Error).message;
  }
  return '';
};

describe('a production JWT_SECRET', () => {
  it.each([
    ['one character repeated', 'a'.repeat(48)],
    ['a short run repeated', 'abc123'.repeat(8)],
    ['too few distinct characters for its length', 'ab'.repeat(20) + 'ba'.repeat(20) + 'cc'],
    ['a keyboard row, repeated with a twist', `${'0123'.repeat(10)}3210`],
  ])('that is plainly guessable (%s) is refused, saying how to make one, never what it was', (_case, secret) => {
    const message = refusal(secret);
    expect(message).toMatch(/^- JWT_SECRET: .*so sessions could be forged/m);
    expect(message).toContain(`node -e "console.log(require('crypto').randomBytes(48).toString('base64url'))"`);
    expect(message).not.toContain(secret);
  });

  it.each([
    ['base64url, 48 random bytes', 'Qm9vW1x-3kP_7aZcR2tY8uJ5nB0vL4sD6fG9hE1wXq2MzT7yKc3VbN8pA5rS0jUd'],
    ['hex, 32 random bytes', '9f2c4e7a1b8d3f60c5e2a97b14d8f03e6a2c9b5d7e1f4a08c3b6d92e5f7a1c40'],
    ['a long passphrase', 'correct horse battery staple, and a lighthouse by the bay'],
  ])('that is random enough (%s) is accepted', (_case, secret) => {
    expect(refusal(secret)).toBe('');
  });

  it('is not judged outside production (tests and local runs use what they like)', () => {
    expect(() => loadConfig({ JWT_SECRET: 'a'.repeat(48) })).not.toThrow();
  });
});
