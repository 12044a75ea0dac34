import type { Donation, InventoryItem } from '../../../api/portalApi';
import { fetchDonation, fetchInventory } from '../../../api/portalApi';
import { problemOfFetch, problemOfRecordFetch } from '../../../portal/portalProblems';

export type DonationDetails = { donation: Donation; items: InventoryItem[] };

/** One donation record and the computers given in it (by its Donor_ID). */
export async function loadDonation(token: string, donationId: string): Promise<DonationDetails> {
  let donation: Donation;
  try {
    donation = await fetchDonation(token, donationId);
  } catch (error) {
    throw problemOfRecordFetch(error);
  }
  try {
    return { donation, items: await fetchInventory(token, 'Donor_ID', donation.Donor_ID) };
  } catch (error) {
    throw problemOfFetch(error);
  }
}
