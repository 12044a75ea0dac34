import { Router } from 'express';
import type { RequestHandler, Response } from 'express';
import { DEFAULT_LOCALE, LOCALES } from 'composition-contract/locale';
import { z } from 'zod';
import { sessionOf } from '../auth/require-session';
import type { RateLimiter } from '../http/rate-limiter';
import { clientAddress, clientNetwork } from '../http/security';
import { parseInput, recordIdPattern } from '../http/validation';
import type { CertificateService, IssuedCertificate } from './certificate-service';
import { archiveFileName, certificateFileName } from './certificate-service';
import { maxCodeLength } from './certificate-signer';

const recordId = z.string().regex(recordIdPattern, 'Invalid record id');
const devicePathSchema = z.strictObject({ deviceId: recordId });
const donationPathSchema = z.strictObject({ donationId: recordId });
// Twice the longest code: room for the line breaks and spaces of a code copied from a PDF, which the verifier ignores.
/** The language of a certificate's words (`?locale=es`); English when absent. */
const locale = z.enum(LOCALES, { error: `Expected one of: ${LOCALES.join(', ')}` }).default(DEFAULT_LOCALE);
// Not strict: these addresses took any query before the locale; only the locale is read.
const localeQuerySchema = z.object({ locale });
const verifyQuerySchema = z.strictObject({
  locale,
  code: z.string({ error: 'Enter a verification code' }).trim().min(1, 'Enter a verification code').max(2 * maxCodeLength, 'Too long for a verification code'),
});

/** Archives per session and per address per hour: each draws up to hundreds of documents. */
const archivesPerSession = 10;
const archivesPerIp = 20;
const archiveWindowSeconds = 60 * 60;

/** Verifications are counted per 15 minutes (the limits are settings: an auditor checks a batch). */
const verificationWindowSeconds = 15 * 60;

function sendAttachment(response: Response, type: string, fileName: string, content: Buffer): void {
  response.set('Content-Type', type);
  response.set('Content-Disposition', `attachment; filename="${fileName}"`);
  response.set('Content-Length', String(content.byteLength));
  // Written as is, without an ETag: `send` would hash the whole body on the event loop (for the
  // largest archive, long enough to hold health checks), and a document drawn afresh carries its
  // date, so no ETag of it would ever match again.
  response.end(content);
}

const certificateAnswer = ({ facts, document, verification }: IssuedCertificate) => ({ facts, ...document, verification });

/**
 * `/api/certificates/…`: a device's certificate (JSON, PDF) and a donation's (ZIP) for the donor
 * who owns them; the public verification of a code, rate limited per address; the public key.
 */
/**
 * `signedIn`: the portal's own checks (a live, unrevoked session; its read limits).
 * `verificationLimits`: public verifications per 15 minutes, per address and per network block.
 */
export function certificateRoutes({
  certificates,
  signedIn,
  rateLimiter,
  verificationLimits,
  developmentKey,
}: {
  certificates: CertificateService;
  signedIn: RequestHandler[];
  rateLimiter: RateLimiter;
  verificationLimits: { perIp: number; perNetwork: number };
  developmentKey: boolean;
}): Router {
  const router = Router();

  router.get('/certificates/public-key', (_request, response) => {
    // `development`: the key in the repository signs, so its certificates prove nothing.
    response.json({ algorithm: 'Ed25519', format: 'spki-pem', publicKey: certificates.publicKeyPem, development: developmentKey });
  });

  router.get('/certificates/verify', async (request, response) => {
    await rateLimiter.hit(
      { name: 'verify-ip', subject: clientAddress(request), limit: verificationLimits.perIp, windowSeconds: verificationWindowSeconds },
      { name: 'verify-network', subject: clientNetwork(request), limit: verificationLimits.perNetwork, windowSeconds: verificationWindowSeconds },
    );
    const { code, locale: language } = parseInput(verifyQuerySchema, request.query, 'query');
    response.json(certificates.verify(code, language));
  });

  router.get('/certificates/device/:deviceId', ...signedIn, async (request, response) => {
    const { deviceId } = parseInput(devicePathSchema, request.params, 'path');
    const { locale: language } = parseInput(localeQuerySchema, request.query, 'query');
    response.json(certificateAnswer(await certificates.deviceCertificate(sessionOf(response), deviceId, language)));
  });

  router.get('/certificates/device/:deviceId/pdf', ...signedIn, async (request, response) => {
    const { deviceId } = parseInput(devicePathSchema, request.params, 'path');
    const { locale: language } = parseInput(localeQuerySchema, request.query, 'query');
    const certificate = await certificates.deviceCertificate(sessionOf(response), deviceId, language);
    sendAttachment(response, 'application/pdf', certificateFileName(certificate.facts), await certificates.pdf(certificate, language));
  });

  router.get('/certificates/donation/:donationId/zip', ...signedIn, async (request, response) => {
    const { donationId } = parseInput(donationPathSchema, request.params, 'path');
    const { locale: language } = parseInput(localeQuerySchema, request.query, 'query');
    // A limit of their own, beside the portal's reads: an archive costs hundreds of reads' work.
    await rateLimiter.hit(
      { name: 'certificate-archives-session', subject: sessionOf(response).sessionId, limit: archivesPerSession, windowSeconds: archiveWindowSeconds },
      { name: 'certificate-archives-ip', subject: clientAddress(request), limit: archivesPerIp, windowSeconds: archiveWindowSeconds },
    );
    const { donationReference, archive } = await certificates.donationArchive(sessionOf(response), donationId, language);
    sendAttachment(response, 'application/zip', archiveFileName(donationReference), archive);
  });

  return router;
}
