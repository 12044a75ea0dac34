import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { loadConfig } from '../src/config/config';
import { developmentSigningKeyPem } from '../src/certificates/development-signing-key';
import { productionEnvironment } from './helpers/production-environment';
import { newSigningKey } from './helpers/signing-key';

const publicPemOf = (config: ReturnType<typeof loadConfig>) => createPublicKey(config.certificateSigningKey).export({ type: 'spki', format: 'pem' }).toString();

describe('CERTIFICATE_SIGNING_KEY', () => {
  it('is the development key, marked as such, when not set', () => {
    expect(loadConfig({}).certificateSigningKeyIsDevelopment).toBe(true);
  });

  it('reads an Ed25519 PKCS#8 key as PEM, as PEM with \\n escapes, or as base64 DER', () => {
    const key = newSigningKey();
    for (const value of [key.privateKeyPem, key.privateKeyPem.replace(/\n/g, '\\n'), key.base64Der]) {
      const config = loadConfig({ CERTIFICATE_SIGNING_KEY: value });
      expect(config.certificateSigningKeyIsDevelopment).toBe(false);
      expect(publicPemOf(config)).toBe(key.publicKeyPem);
    }
  });

  it('refuses anything else without printing it', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    for (const value of ['not-a-key', rsa, newSigningKey().publicKeyPem]) {
      // The whole message: the problem, never the value.
      expect(() => loadConfig({ CERTIFICATE_SIGNING_KEY: value })).toThrow(
        new Error('Invalid configuration:\n- CERTIFICATE_SIGNING_KEY: must be an Ed25519 private key, PKCS#8 as PEM or base64 DER'),
      );
    }
  });

  it('refuses the repository\'s development key in production, in any encoding, without printing it', () => {
    const base64Der = createPrivateKey(developmentSigningKeyPem).export({ type: 'pkcs8', format: 'der' }).toString('base64');
    for (const value of [developmentSigningKeyPem, developmentSigningKeyPem.replace(/\n/g, '\\n'), base64Der]) {
      expect(() => loadConfig({ ...productionEnvironment, CERTIFICATE_SIGNING_KEY: value })).toThrow(
        new Error(
          'Invalid configuration:\n- CERTIFICATE_SIGNING_KEY: is the development key in the repository, which anyone can sign with; generate the organisation\'s own (api/README.md)',
        ),
      );
    }
    // Outside production it may be set explicitly, and is known for what it is.
    expect(loadConfig({ CERTIFICATE_SIGNING_KEY: developmentSigningKeyPem }).certificateSigningKeyIsDevelopment).toBe(true);
  });
});
