import { generateKeyPairSync } from 'node:crypto';

/** A fresh Ed25519 key pair as a production setting would hold it: PKCS#8 PEM, and the public key. */
export function newSigningKey(): { privateKeyPem: string; publicKeyPem: string; base64Der: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    base64Der: privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
  };
}
