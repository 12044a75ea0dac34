import type { Locale } from 'composition-contract/locale';
import { pathInLocale } from 'composition-contract/locale';
import type { Session } from '../auth/require-session';
import type { CrmClient, CrmRecord } from '../crm/crm-client';
import { textField } from '../crm/crm-client';
import type { Organisation } from '../content/organisation';
import { forbidden, ownRecords, signedInChampion } from '../portal/own-records';
import { AppError } from '../shared/app-error';
import type { Clock } from '../shared/clock';
import type { ArchiveDrawers } from './archive-drawers';
import type { ArchiveEntry } from './archive-drawing';
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

/** Archives one instance draws at once (a worker thread each); more wait for a retry (503), so archives cannot take the instance. */
export const archivesAtOnce = 2;
const archivesBusyRetrySeconds = 10;

/** Lets the event loop run what is waiting (health checks, other requests) between two signatures. */
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
    private readonly deps: {
      crm: CrmClient;
      signer: CertificateSigner;
      organisation: Organisation;
      publicUrl: string;
      clock: Clock;
      archiveMaxDevices: number;
      archiveDrawers: ArchiveDrawers;
    },
  ) {}

  #archivesDrawing = 0;

  async deviceCertificate(session: Session, deviceId: string, locale: Locale): Promise<IssuedCertificate> {
    const { donor, donorIds } = await this.#ownDonations(session);
    for (const donorId of donorIds) {
      const item = (await this.#inventory(donorId)).find((candidate) => candidate.ID === deviceId);
      if (item === undefined) continue;
      const certificate = this.#issue(item, donor, locale);
      if (certificate === 'pending') throw new AppError(404, certificateMessages.pending);
      if (certificate === 'unissuable') throw new AppError(422, certificateMessages.unissuable);
      return certificate;
    }
    throw forbidden();
  }

  /**
   * One ZIP of the certificates of one of the donor's donations (by its Computer_Donors record id),
   * pending devices left out, at most `archiveMaxDevices` of them. The certificates are signed
   * here, a device at a time with the event loop let through between them; their QR codes and
   * PDFs (seconds of CPU for a large donation) are drawn by a worker thread, so health checks and
   * other requests are answered meanwhile.
   */
  async donationArchive(session: Session, donationId: string, locale: Locale): Promise<{ donationReference: string; archive: Buffer }> {
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
      const entries: ArchiveEntry[] = [];
      for (const device of devices) {
        const certificate = this.#sign(device, donor, locale);
        // A record the verifier could not check is left out, as a pending one is; its own page says why.
        if (typeof certificate !== 'string') entries.push({ name: certificateFileName(certificate.facts), document: certificate.document, verification: certificate.verification });
        await yieldToEventLoop();
      }
      const archive = await this.deps.archiveDrawers.draw({ entries, createdAt: new Date(this.deps.clock.now()), locale });
      return { donationReference, archive };
    } finally {
      this.#archivesDrawing -= 1;
    }
  }

  pdf(certificate: IssuedCertificate, locale: Locale): Promise<Buffer> {
    return certificatePdf(certificate.document, certificate.verification, new Date(this.deps.clock.now()), locale);
  }

  verify(code: string, locale: Locale): VerificationResult {
    const facts = this.deps.signer.verify(code);
    return facts === undefined ? { genuine: false } : { genuine: true, certificate: { ...facts, title: titleOfKind(facts.kind, locale) } };
  }

  get publicKeyPem(): string {
    return this.deps.signer.publicKeyPem;
  }

  #issue(item: CrmRecord, donor: string | null, locale: Locale): IssuedCertificate | 'pending' | 'unissuable' {
    const certificate = this.#sign(item, donor, locale);
    if (typeof certificate === 'string') return certificate;
    return { ...certificate, verification: { ...certificate.verification, qr: qrCodeOf(certificate.verification.url) } };
  }

  /** A certificate's facts, text and verification code, without its QR code (the larger half of the work). */
  #sign(item: CrmRecord, donor: string | null, locale: Locale): (Omit<ArchiveEntry, 'name'> & { facts: CertificateFacts }) | 'pending' | 'unissuable' {
    const certificate = certificateOf(item);
    if (certificate.status === 'pending') return 'pending';
    const { facts } = certificate;
    const { signer, organisation, publicUrl } = this.deps;
    const code = signer.codeFor({ facts, donor });
    if (code === undefined) return 'unissuable';
    // The verification page in the certificate's language.
    const pageUrl = `${publicUrl}${pathInLocale('/verify', locale)}`;
    const url = `${pageUrl}?${new URLSearchParams({ code }).toString()}`;
    return {
      facts,
      document: certificateDocument(facts, donor, organisation, locale),
      verification: { code, url, pageUrl, publicKeyUrl: `${publicUrl}/api/certificates/public-key` },
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
