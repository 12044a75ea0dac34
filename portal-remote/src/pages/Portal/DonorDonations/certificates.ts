import type { InventoryItem } from '../../../api/portalApi';
import type { CertificateTexts } from '../../../content/certificates';

/** What the record says about a device's data: a certificate once its destruction is recorded, else pending. */
export function destructionStatusOf(item: Pick<InventoryItem, 'Destruction_Type'>, texts: CertificateTexts): { label: string; issued: boolean } {
  const type = item.Destruction_Type ?? '';
  const { destructionStatuses } = texts;
  return Object.hasOwn(destructionStatuses, type) ? { label: destructionStatuses[type] ?? type, issued: true } : { label: texts.certificate.pending, issued: false };
}
