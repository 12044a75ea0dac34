import type { DonationSummary, InventoryItem } from '../../../api/portalApi';
import { fetchInventory } from '../../../api/portalApi';
import { problemOfFetch } from '../../../portal/portalProblems';

/** The computers given in a donation, by its Donor_ID (none without one). */
export async function loadDonationComputers(token: string, donation: DonationSummary): Promise<InventoryItem[]> {
  if (!donation.Donor_ID) return [];
  try {
    return await fetchInventory(token, 'Donor_ID', donation.Donor_ID);
  } catch (error) {
    throw problemOfFetch(error);
  }
}
