import * as z from 'zod/mini';
import { portalViewPath } from '../config/api';
import { ApiError, apiRequest, parsedAnswer } from './apiClient';

// The shapes of the API's portal answers (spec §3), limited to what the screens use. Parsing
// them means a screen never renders a half-understood answer.
const text = z.optional(z.nullable(z.string()));
const quantity = z.optional(z.nullable(z.number()));

const championSchema = z.object({
  id: z.string(),
  Email: z.string(),
  Champion_Type: z.array(z.string()),
  First_Name: text,
  Last_Name: text,
  Phone_1: text,
  Address: text,
  aptSuiteUnit: text,
  City: text,
  State: text,
  Country: text,
});
export type Champion = z.infer<typeof championSchema>;

/** A donation in the donor's list; its computers are found by its Donor_ID. */
const donationSummarySchema = z.object({ id: z.string(), Entry_Date: text, Status: text, Donor_ID: text });
export type DonationSummary = z.infer<typeof donationSummarySchema>;

const applicationSchema = z.object({
  id: z.string(),
  Status: text,
  Denial_Reason: text,
  Nominating_Organization: text,
  Full_Name: text,
  Email: text,
  Phone: text,
  Recommenders_Name: text,
  Recommenders_Last_Name: text,
  Recommenders_Email: text,
  Laptop_Quantity: quantity,
  Desktop_Quantity: quantity,
  Tablet_Quantity: quantity,
  Entry_Date: text,
});
export type Application = z.infer<typeof applicationSchema>;

const inventoryItemSchema = z.object({
  ID: z.string(),
  Model: text,
  Barcode_Save: text,
  Status: text,
  Computer_Type: text,
  Date_Added: text,
  Date_Donated: text,
  Date_Recycled: text,
  Erasure_Date: text,
  Destruction_Type: text,
  Weight: z.optional(z.nullable(z.union([z.number(), z.string()]))),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;
const inventorySchema = z.array(inventoryItemSchema);

// `GET /api/portal-view`: the portal's first screen in one answer, its view chosen by the
// champion's type; `none` for a type without one. A donor's donations come latest first, with
// the computers of the latest.
const portalViewSchema = z.discriminatedUnion('view', [
  z.object({ view: z.literal('applicant'), champion: championSchema, application: z.optional(applicationSchema), assigned: inventorySchema }),
  z.object({ view: z.literal('donor'), champion: championSchema, donations: z.array(donationSummarySchema), latestDonationComputers: inventorySchema }),
  z.object({ view: z.literal('none'), champion: championSchema }),
]);
export type PortalView = z.infer<typeof portalViewSchema>;

const tokenSchema = z.object({ token: z.string() });

const segment = encodeURIComponent;

/** Exchanges the emailed login code for a session token (`POST /api/jwt`, single use). */
export async function exchangeLoginCode(recordID: string, authCode: string): Promise<string> {
  return parsedAnswer(tokenSchema, await apiRequest('/jwt', { method: 'POST', body: { recordID, authCode } })).token;
}

/** Tries of a sign-out while the API is briefly unavailable (a 503 from a Redis blip, a 502 or no answer during a release). */
const signOutAttempts = 4;
/** The longest wait between tries, whatever Retry-After says: the visitor is waiting for the outcome. */
const longestSignOutWaitMs = 5000;

/**
 * Ends the session on the server (`POST /api/sign-out`, answered 204): the token is refused from
 * then on. Tried again while the API is unavailable (503, 502, no answer), after its Retry-After;
 * rejects with the last failure when no try was confirmed.
 */
export async function endSession(token: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await apiRequest('/sign-out', { method: 'POST', token });
      return;
    } catch (error) {
      const unavailable = error instanceof ApiError && (error.kind === 'network' || error.status === 503 || error.status === 502);
      if (!unavailable || attempt >= signOutAttempts) throw error;
      const waitMs = Math.min(longestSignOutWaitMs, (error.retryAfterSeconds ?? attempt) * 1000);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}

export async function fetchChampion(token: string, recordId: string): Promise<Champion> {
  return parsedAnswer(championSchema, await apiRequest(`/Champions/${segment(recordId)}`, { token }));
}

/** The session's champion and what their portal shows first, in one request. */
export async function fetchPortalView(token: string): Promise<PortalView> {
  return parsedAnswer(portalViewSchema, await apiRequest(portalViewPath, { token }));
}

/** Computers assigned to an application (`Recipient`) or given in a donation (`Donor_ID`). */
export async function fetchInventory(token: string, searchField: 'Recipient' | 'Donor_ID', searchValue: string): Promise<InventoryItem[]> {
  return parsedAnswer(inventorySchema, await apiRequest('/computer-inventory', { token, query: { searchField, searchValue } }));
}
