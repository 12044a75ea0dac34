import type { CrmRecord } from '../crm/crm-client';
import { inventoryCertificateFields } from '../crm/crm-client';

/** The drives a record can list. */
export const driveSlots = [1, 2] as const;

/** `Destruction_Type` values and the certificate each one gives; anything else is pending. */
export const kindOfDestructionType = { Erased: 'erasure', Destroyed: 'destruction', 'No Drive': 'no-drive' } as const;
export type CertificateKind = (typeof kindOfDestructionType)[keyof typeof kindOfDestructionType];

/** A fact the record may not have: `null` is "not recorded", never a default. */
export type Fact = string | null;

export interface DriveFacts {
  slot: number;
  model: Fact;
  serial: Fact;
  size: Fact;
}

/** What a certificate states: only what the inventory record says. */
export interface CertificateFacts {
  /** The certificate's number: the inventory record's id, prefixed. */
  number: string;
  deviceId: string;
  /** The donation (Donor_ID) the device came in. */
  donationReference: string;
  kind: CertificateKind;
  dateDestroyed: Fact;
  dateReceived: Fact;
  device: { type: Fact; manufacturer: Fact; model: Fact; serialNumber: Fact; memorySize: Fact };
  /** Drives the record lists (a slot with no field filled is no drive); none for "no drive present". */
  drives: DriveFacts[];
  /** Erasure: the method and software; physical destruction: the method as recorded. */
  method: Fact;
  /** The standard the erasure or destruction followed, where the record names one (its own field). */
  standard: Fact;
  softwareVersion: Fact;
  technician: Fact;
}

export type DeviceCertificateStatus = { status: 'pending' } | { status: 'issued'; facts: CertificateFacts };

export const certificateNumberPrefix = 'DHC-';

/**
 * The longest public facts a certificate's code carries (its number; its date, device type and
 * manufacturer), in characters: the verifier refuses longer ones (certificate-signer.ts), and a
 * certificate is issued only with a code the verifier accepts.
 */
export const publicFactLimits = { number: 80, fact: 100 } as const;

/** A text field's value, trimmed; empty, missing or not text is not recorded. */
function fact(record: CrmRecord, field: string): Fact {
  const value = record[field];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function kindOf(record: CrmRecord): CertificateKind | undefined {
  const type = fact(record, inventoryCertificateFields.destructionType);
  return type !== null && Object.hasOwn(kindOfDestructionType, type) ? kindOfDestructionType[type as keyof typeof kindOfDestructionType] : undefined;
}

/** The certificate of an inventory record, or pending while no destruction is recorded. */
export function certificateOf(record: CrmRecord): DeviceCertificateStatus {
  const kind = kindOf(record);
  const deviceId = fact(record, 'ID');
  const donationReference = fact(record, 'Donor_ID');
  if (kind === undefined || deviceId === null || donationReference === null) return { status: 'pending' };
  const drives =
    kind === 'no-drive'
      ? []
      : driveSlots
          .map((slot) => ({
            slot,
            model: fact(record, inventoryCertificateFields.driveModel(slot)),
            serial: fact(record, inventoryCertificateFields.driveSerial(slot)),
            size: fact(record, inventoryCertificateFields.driveSize(slot)),
          }))
          .filter((drive) => drive.model !== null || drive.serial !== null || drive.size !== null);
  return {
    status: 'issued',
    facts: {
      number: `${certificateNumberPrefix}${deviceId}`,
      deviceId,
      donationReference,
      kind,
      dateDestroyed: fact(record, inventoryCertificateFields.dateDestroyed),
      dateReceived: fact(record, inventoryCertificateFields.dateReceived),
      device: {
        type: fact(record, inventoryCertificateFields.computerType),
        manufacturer: fact(record, inventoryCertificateFields.manufacturer),
        model: fact(record, inventoryCertificateFields.model),
        serialNumber: fact(record, inventoryCertificateFields.serialNumber),
        memorySize: fact(record, inventoryCertificateFields.memorySize),
      },
      drives,
      method: kind === 'no-drive' ? null : fact(record, inventoryCertificateFields.method),
      standard: kind === 'no-drive' ? null : fact(record, inventoryCertificateFields.standard),
      softwareVersion: kind === 'erasure' ? fact(record, inventoryCertificateFields.softwareVersion) : null,
      technician: fact(record, inventoryCertificateFields.technician),
    },
  };
}
