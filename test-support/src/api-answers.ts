// What `api/` answers for the demo champions (api/demo-data.json), field for field as its portal
// routes send them (only the fields the screens use), and its error bodies word for word: the
// portal's tests stand in for the API with them, and api/test/portal-answers.test.ts checks them
// against the real API, so a change on either side fails there.

/** An answer of the API: its status, body and the headers a client reads. */
export type ApiAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

type Text = string | null | undefined;
type Quantity = number | null | undefined;

/** An application as `GET /api/Contacts/:id` sends it (the fields the portal's screens read). */
export type ApplicationAnswer = {
  id: string;
  Status: Text;
  Denial_Reason: Text;
  Nominating_Organization: Text;
  Full_Name: Text;
  Email: Text;
  Phone: Text;
  Recommenders_Name: Text;
  Recommenders_Last_Name: Text;
  Recommenders_Email: Text;
  Laptop_Quantity: Quantity;
  Desktop_Quantity: Quantity;
  Tablet_Quantity: Quantity;
  Entry_Date: Text;
};

export const errorAnswers = {
  sessionExpired: { status: 401, body: { error: 'Session expired. Please log in again.' } },
  invalidCode: { status: 401, body: { error: 'Invalid or expired authentication code' } },
  forbidden: { status: 403, body: { error: 'You do not have access to this record' } },
  crmUnavailable: { status: 502, body: { error: 'The records service is unavailable, please try again later' } },
  storeUnavailable: { status: 503, body: { error: 'The service is temporarily unavailable, please try again in a minute' }, headers: { 'Retry-After': '5' } },
  invalidEmail: { status: 400, body: { error: 'Invalid body: email: Invalid email address' } },
  /** The per-email limit: the window of 15 minutes has just started. */
  tooManyRequests: { status: 429, body: { error: 'Too many requests, please try again later' }, headers: { 'Retry-After': '900' } },
} satisfies Record<string, ApiAnswer>;

export const linkSent: ApiAnswer = { status: 202, body: { ok: true } };

/** `POST /api/sign-out`: no body, whatever the token. */
export const signedOut: ApiAnswer = { status: 204 };

const address = { Address: '142 Washington Street', City: 'Waltham', State: 'MA', Country: 'United States' };

export const champions = {
  grace: {
    id: '5725767000000100007',
    Name: 'Grace Kim',
    Email: 'applicant.client@example.org',
    Champion_Type: ['Computer Applicant'],
    First_Name: 'Grace',
    Last_Name: 'Kim',
    Phone_1: '201-555-0106',
    ...address,
    aptSuiteUnit: 'Unit 12',
  },
  robert: {
    id: '5725767000000100010',
    Name: 'Robert Chen',
    Email: 'donor.many@example.org',
    Champion_Type: ['Computer Donor'],
    First_Name: 'Robert',
    Last_Name: 'Chen',
    Phone_1: '201-555-0109',
    Address: '163 Washington Street',
    aptSuiteUnit: null,
    City: 'Montclair',
    State: 'NJ',
    Country: 'United States',
  },
  helen: {
    id: '5725767000000100011',
    Name: 'Helen Park',
    Email: 'donor.none@example.org',
    Champion_Type: ['Computer Donor'],
    First_Name: 'Helen',
    Last_Name: 'Park',
    Phone_1: '201-555-0110',
    Address: '170 Washington Street',
    aptSuiteUnit: null,
    City: 'Hoboken',
    State: 'NJ',
    Country: 'United States',
  },
  alex: {
    id: '5725767000000100013',
    Name: 'Alex Morgan',
    Email: 'volunteer@example.org',
    Champion_Type: ['Volunteer'],
    First_Name: 'Alex',
    Last_Name: 'Morgan',
    Phone_1: '201-555-0112',
    Address: '184 Washington Street',
    aptSuiteUnit: null,
    City: 'Hoboken',
    State: 'NJ',
    Country: 'United States',
  },
};

/** Grace's application (`GET /api/Contacts/:id`); tests vary its status. */
export const graceApplication: ApplicationAnswer = {
  id: '5725767000000200007',
  Status: 'Client',
  Denial_Reason: null,
  Nominating_Organization: 'Waltham Family Services',
  Full_Name: 'Grace Kim',
  Email: 'applicant.client@example.org',
  Phone: '201-555-0206',
  Recommenders_Name: 'Jordan',
  Recommenders_Last_Name: 'Reyes',
  Recommenders_Email: 'jordan.reyes@example.net',
  Laptop_Quantity: 1,
  Desktop_Quantity: null,
  Tablet_Quantity: 1,
  Entry_Date: '2024-11-05',
};

/** The computers assigned to Grace (`searchField=Recipient`): no Donor_ID, no certificate. */
export const graceAssigned = [
  { ID: '5725767000000400003', Model: 'Lenovo ThinkPad T480 (i5, 8GB)', Barcode_Save: 'LT480-30017', Status: 'Donated', Computer_Type: 'Laptop', Date_Donated: '2025-03-01' },
  { ID: '5725767000000400004', Model: 'Apple iPad 9th gen, 64GB, "Space Gray"', Barcode_Save: 'IPD9-77310', Status: 'Donated', Computer_Type: 'Tablet', Date_Donated: '2025-03-01' },
];

/** Robert's three donations (`GET /api/championid`), in the CRM's order. */
export const robertDonationSummaries = [
  { id: '5725767000000300001', Entry_Date: '2024-06-15', Status: 'Archived' },
  { id: '5725767000000300002', Entry_Date: '2025-01-20', Status: 'Donated' },
  { id: '5725767000000300003', Entry_Date: '2025-04-02', Status: 'Donated' },
];

export const robertDonations: Record<string, { id: string; Status: string; Donor_ID: string; Entry_Date: string }> = {
  '5725767000000300001': { id: '5725767000000300001', Status: 'Archived', Donor_ID: 'DN-1001', Entry_Date: '2024-06-15' },
  '5725767000000300002': { id: '5725767000000300002', Status: 'Donated', Donor_ID: 'DN-1002', Entry_Date: '2025-01-20' },
  '5725767000000300003': { id: '5725767000000300003', Status: 'Donated', Donor_ID: 'DN-1003', Entry_Date: '2025-04-02' },
};

const donorItem = (item: Record<string, unknown>) => ({
  Status: 'Donated',
  Computer_Type: 'Laptop',
  Date_Donated: null,
  Date_Recycled: null,
  Erasure_Date: null,
  Weight: 4.2,
  Destruction_Type: null,
  ...item,
});

/** Robert's inventory by Donor_ID (`searchField=Donor_ID`): no Recipient; the destruction recorded, or pending (null). */
export const robertInventory: Record<string, object[]> = {
  'DN-1001': [
    donorItem({ ID: '5725767000000400001', Destruction_Type: 'Erased', Model: 'Dell Latitude 5420, 14" FHD', Barcode_Save: 'DL5420-88121', Date_Added: '2024-06-20', Date_Donated: '2024-08-02', Erasure_Date: '2024-06-25' }),
    donorItem({ ID: '5725767000000400002', Model: 'HP "EliteBook" 840 G5', Barcode_Save: 'HP840-55102', Status: 'Recycled', Date_Added: '2024-06-20', Date_Recycled: '2024-09-10', Erasure_Date: '2024-06-26' }),
  ],
  'DN-1002': [
    donorItem({ ID: '5725767000000400003', Destruction_Type: 'Erased', Model: 'Lenovo ThinkPad T480 (i5, 8GB)', Barcode_Save: 'LT480-30017', Date_Added: '2025-01-25', Date_Donated: '2025-03-01', Erasure_Date: '2025-01-28' }),
    donorItem({ ID: '5725767000000400004', Destruction_Type: 'Erased', Model: 'Apple iPad 9th gen, 64GB, "Space Gray"', Barcode_Save: 'IPD9-77310', Computer_Type: 'Tablet', Date_Added: '2025-01-25', Date_Donated: '2025-03-01', Erasure_Date: '2025-01-28', Weight: 1.1 }),
    donorItem({ ID: '5725767000000400005', Destruction_Type: 'No Drive', Model: 'Dell OptiPlex 7050 SFF, "no monitor"', Barcode_Save: 'DO7050-11893', Status: 'Refurbished', Computer_Type: 'Desktop', Date_Added: '2025-01-25', Erasure_Date: '2025-01-30', Weight: 12.5 }),
  ],
  'DN-1003': [
    donorItem({ ID: '5725767000000400006', Model: 'Apple MacBook Air 13", M1, 2020', Barcode_Save: 'MBA13-40021', Status: 'Received', Date_Added: '2025-04-05', Weight: 2.8 }),
    donorItem({ ID: '5725767000000400007', Destruction_Type: 'Destroyed', Model: 'Microsoft Surface Pro 7, 12.3"', Barcode_Save: 'MSP7-62230', Status: 'Wiped', Computer_Type: 'Tablet', Date_Added: '2025-04-05', Erasure_Date: '2025-04-09', Weight: 1.7 }),
  ],
};

/** `GET /api/portal-view` for Grace: her delivered application and the computers assigned to it. */
export const graceView = { view: 'applicant', champion: champions.grace, application: graceApplication, assigned: graceAssigned };

/** `GET /api/portal-view` for Robert: his donations, latest first, and the computers of the latest. */
export const robertView = {
  view: 'donor',
  champion: champions.robert,
  donations: Object.values(robertDonations).reverse(),
  latestDonationComputers: robertInventory['DN-1003'],
};

/** `GET /api/portal-view` for Alex, a volunteer: a champion type without a portal view. */
export const alexView = { view: 'none', champion: champions.alex };

/** A certificate and its verification (`GET /api/certificates/…`): the Surface, destroyed, with fields missing; and its certificate asked for in Spanish (`?locale=es`). */
export { default as certificateAnswers } from './certificate-answers.json';

/** The API's answer to a forged or changed code. */
export const notGenuineAnswer: ApiAnswer = { status: 200, body: { genuine: false } };
