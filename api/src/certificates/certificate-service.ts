import type { Session } from '../auth/require-session';
import type { CrmClient, CrmRecord } from '../crm/crm-client';
import { textField } from '../crm/crm-client';
import type { Organisation } from '../content/organisation';
import { forbidden, ownRecords, signedInChampion } from '../portal/own-records';
import { AppError } from '../shared/app-error';
import type { Clock } from '../shared/clock';
import { zipArchive } from './certificate-archive';
import type { CertificateDocument } from './certificate-document';
import { certificateDocument, titleOfKind } from './certificate-document';
import type { CertificateFacts } from './certificate-facts';
import { certificateOf } from './certificate-facts';
import type { CertificateVerification } from './certificate-pdf';
import { certificatePdf } from './certificate-pdf';
import type { CertificateSigner, PublicCertificateFacts } from './certificate-signer';
import { qrCodeOf } from './qr-code';

export const certificateMessages = {
  pending: 'This device has no certificate yet: the destruction of its data is not recorded',
  noneInDonation: 'This donation has no certificates yet: the destruction of its devices\' data is not recorded',
  archiveTooLarge: (devices: number, largest: number) =>
    `This donation has ${devices} certificates, more than one archive holds (${largest}): download them from each device, or write to us for all of them`,
  archivesBusy: 'Other archives are being prepared right now, please try again in a moment',
  unissuable: 'This device\'s record holds a value too long for a certificate (its number, date, type or manufacturer): write to us to have it corrected',
} as const;

/** Archives one instance draws at once; more wait for a retry (503), so archives cannot take the instance. */
const archivesAtOnce = 2;
const archivesBusyRetrySeconds = 10;

/** Lets the event loop run what is waiting (health checks, other requests) between two documents. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A certificate as the API serves it: its facts, its text, and how to verify it. */
export interface IssuedCertificate {
  facts: CertificateFacts;
  document: CertificateDocument;
  verification: CertificateVerification;
}

export type VerificationResult = { genuine: true; certificate: PublicCertificateFacts & { title: string } } | { genuine: false };

/** File names from CRM values: letters, digits, dashes only. */
const fileSafe = (value: string) => value.replace(/[^A-Za-z0-9-]+/g, '_');

export const certificateFileName = (facts: CertificateFacts) => `certificate-${fileSafe(facts.number)}.pdf`;
export const archiveFileName = (donationReference: string) => `certificates-${fileSafe(donationReference)}.zip`;

/**
 * Donors' certificates of data destruction, each made from its inventory record and served only
 * to the donor who owns the device (the portal's ownership rule: from the champion's own donations,
 * never by reading someone else's record).
 */
export class CertificateService {
  constructor(
    private readonly deps: { crm: CrmClient; signer: CertificateSigner; organisation: Organisation; publicUrl: string; clock: Clock; archiveMaxDevices: number },
  ) {}

  #archivesDrawing = 0;

  async deviceCertificate(session: Session, deviceId: string): Promise<IssuedCertificate> {
    const { donor, donorIds } = await this.#ownDonations(session);
    for (const donorId of donorIds) {
      const item = (await this.#inventory(donorId)).find((candidate) => candidate.ID === deviceId);
      if (item === undefined) continue;
      const certificate = this.#issue(item, donor);
      if (certificate === 'pending') throw new AppError(404, certificateMessages.pending);
      if (certificate === 'unissuable') throw new AppError(422, certificateMessages.unissuable);
      return certificate;
    }
    throw forbidden();
  }

  /**
   * One ZIP of the certificates of one of the donor's donations (by its Computer_Donors record id),
   * pending devices left out, at most `archiveMaxDevices` of them. Issuing a certificate (its
   * signature and QR code) and drawing its PDF are one stretch of synchronous work each (tens of
   * milliseconds), so they are done a device at a time with the event loop let through between
   * them: health checks and other requests wait for one of them at most.
   */
  async donationArchive(session: Session, donationId: string): Promise<{ donationReference: string; archive: Buffer }> {
    const { donor, donations } = await this.#ownDonations(session);
    const donationReference = donations.find((donation) => donation.id === donationId)?.Donor_ID;
    if (typeof donationReference !== 'string') throw forbidden();
    const devices = (await this.#inventory(donationReference)).filter((item) => certificateOf(item).status !== 'pending');
    const { archiveMaxDevices } = this.deps;
    if (devices.length === 0) throw new AppError(404, certificateMessages.noneInDonation);
    if (devices.length > archiveMaxDevices) throw new AppError(413, certificateMessages.archiveTooLarge(devices.length, archiveMaxDevices));
    if (this.#archivesDrawing >= archivesAtOnce) throw new AppError(503, certificateMessages.archivesBusy, archivesBusyRetrySeconds);
    this.#archivesDrawing += 1;
    try {
      const files: { name: string; content: Uint8Array }[] = [];
      for (const device of devices) {
        // The QR code is the larger half of the work: its own turn, then the PDF's.
        const certificate = this.#issue(device, donor);
        await yieldToEventLoop();
        // A record the verifier could not check is left out, as a pending one is; its own page says why.
        if (typeof certificate !== 'string') files.push({ name: certificateFileName(certificate.facts), content: await this.pdf(certificate) });
        await yieldToEventLoop();
      }
      return { donationReference, archive: zipArchive(files) };
    } finally {
      this.#archivesDrawing -= 1;
    }
  }

  pdf(certificate: IssuedCertificate): Promise<Buffer> {
    return certificatePdf(certificate.document, certificate.verification, new Date(this.deps.clock.now()));
  }

  verify(code: string): VerificationResult {
    const facts = this.deps.signer.verify(code);
    return facts === undefined ? { genuine: false } : { genuine: true, certificate: { ...facts, title: titleOfKind[facts.kind] } };
  }

  get publicKeyPem(): string {
    return this.deps.signer.publicKeyPem;
  }

  #issue(item: CrmRecord, donor: string | null): IssuedCertificate | 'pending' | 'unissuable' {
    const certificate = certificateOf(item);
    if (certificate.status === 'pending') return 'pending';
    const { facts } = certificate;
    const { signer, organisation, publicUrl } = this.deps;
    const code = signer.codeFor({ facts, donor });
    if (code === undefined) return 'unissuable';
    const url = `${publicUrl}/verify?${new URLSearchParams({ code }).toString()}`;
    return {
      facts,
      document: certificateDocument(facts, donor, organisation),
      verification: { code, url, pageUrl: `${publicUrl}/verify`, qr: qrCodeOf(url), publicKeyUrl: `${publicUrl}/api/certificates/public-key` },
    };
  }

  async #ownDonations(session: Session): Promise<{ donor: string | null; donations: CrmRecord[]; donorIds: string[] }> {
    const champion = await signedInChampion(this.deps.crm, session);
    const donations = await ownRecords(this.deps.crm, 'Computer_Donors', champion.email);
    const donorIds = [...new Set(donations.map((donation) => donation.Donor_ID).filter((id): id is string => typeof id === 'string' && id !== ''))];
    return { donor: textField(champion.record, 'Name')?.trim() || null, donations, donorIds };
  }

  /** A donation's devices; the search is by Donor_ID already, checking again keeps a loose search from widening access. */
  async #inventory(donorId: string): Promise<CrmRecord[]> {
    const items = await this.deps.crm.searchRecords('Computer_Inventory', 'Donor_ID', donorId);
    return items.filter((item) => item.Donor_ID === donorId);
  }
}
