import { createHash, createPublicKey, sign, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import type { CertificateFacts, CertificateKind } from './certificate-facts';
import { kindOfDestructionType, publicFactLimits } from './certificate-facts';

/** What the public verify page may show: nothing that identifies the donor. */
export interface PublicCertificateFacts {
  number: string;
  kind: CertificateKind;
  /** The date of the erasure, destruction or check; null when not recorded. */
  date: string | null;
  deviceType: string | null;
  manufacturer: string | null;
}

/** Everything a certificate states, the donor included: what its code signs (through a digest). */
export interface SignedCertificate {
  facts: CertificateFacts;
  donor: string | null;
}

const domain = 'dh-certificate-v1.';
/** The longest code the verifier reads, whitespace aside; the verify route allows the line breaks of a printed code beside it. */
export const maxCodeLength = 1024;
const base64url = /^[A-Za-z0-9_-]+$/;
const fact = z.string().max(publicFactLimits.fact).nullable();
const payloadSchema = z.strictObject({
  n: z.string().min(1).max(publicFactLimits.number),
  k: z.enum(Object.values(kindOfDestructionType)),
  d: fact,
  t: fact,
  m: fact,
  /** SHA-256 (first 16 bytes) of every fact, donor included, in canonical JSON. */
  h: z.string().regex(base64url),
});

/** JSON with object keys sorted at every level: the same facts always give the same bytes. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function factsDigest(certificate: SignedCertificate): string {
  return createHash('sha256').update(canonicalJson(certificate)).digest().subarray(0, 16).toString('base64url');
}

export function publicFactsOf({ facts }: SignedCertificate): PublicCertificateFacts {
  return { number: facts.number, kind: facts.kind, date: facts.dateDestroyed, deviceType: facts.device.type, manufacturer: facts.device.manufacturer };
}

/**
 * Verification codes: `<payload>.<signature>`, both base64url. The payload holds the public facts
 * and a digest of all the others; the Ed25519 signature covers it, so a changed code, or a code
 * whose facts were changed, does not verify, and anyone with the public key can check a code.
 */
export class CertificateSigner {
  readonly publicKeyPem: string;
  readonly #publicKey: KeyObject;

  constructor(private readonly privateKey: KeyObject) {
    if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('the certificate signing key must be an Ed25519 private key');
    this.#publicKey = createPublicKey(privateKey);
    this.publicKeyPem = this.#publicKey.export({ type: 'spki', format: 'pem' }).toString();
  }

  /**
   * The certificate's code, or undefined when `verify` would refuse it (a public fact over its
   * limit, a code too long): no certificate is issued with a code that cannot be checked.
   */
  codeFor(certificate: SignedCertificate): string | undefined {
    const { number, kind, date, deviceType, manufacturer } = publicFactsOf(certificate);
    const payload = Buffer.from(JSON.stringify({ n: number, k: kind, d: date, t: deviceType, m: manufacturer, h: factsDigest(certificate) })).toString('base64url');
    const code = `${payload}.${sign(null, Buffer.from(domain + payload), this.privateKey).toString('base64url')}`;
    return this.verify(code) === undefined ? undefined : code;
  }

  /** The public facts of a genuine code; undefined for anything else. Whitespace (a code copied from a PDF's lines) is ignored. */
  verify(code: string): PublicCertificateFacts | undefined {
    const compact = code.replace(/\s+/g, '');
    if (compact.length > maxCodeLength) return undefined;
    const [payload, signature, ...rest] = compact.split('.');
    if (payload === undefined || signature === undefined || rest.length > 0 || !base64url.test(payload) || !base64url.test(signature)) return undefined;
    if (!verify(null, Buffer.from(domain + payload), this.#publicKey, Buffer.from(signature, 'base64url'))) return undefined;
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return undefined;
    }
    const parsed = payloadSchema.safeParse(decoded);
    if (!parsed.success) return undefined;
    const { n, k, d, t, m } = parsed.data;
    return { number: n, kind: k, date: d, deviceType: t, manufacturer: m };
  }
}
