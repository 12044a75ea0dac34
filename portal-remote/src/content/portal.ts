/**
 * Texts of the portal (`/portal`) and the champion profile (`/champions`), spec §2, §4, §8, in
 * English; `portal.es.ts` has them in Spanish, with this type. Paths are the English ones: the
 * pages write them in their own language.
 */

const portalText = {
  welcome: 'Welcome back,',
  intro: 'We created this portal specifically for you.',
  loading: 'Loading your portal',
  signInAgain: 'Back to sign in',
  tryAgain: 'Try again',
  /** Not in the spec: the portal reads the session kept in the browser tab, with its code. */
  needsJavaScript: 'Your portal needs JavaScript: please turn it on to see your application or your donations. You can also reach us by phone or email, Monday-Friday 9:00 to 5:00 EST.',
};

/** The messages of spec §8, each in its situation. */
const portalMessages = {
  invalidCode: 'Invalid or expired authentication code',
  fetchFailed: 'Error fetching data. Please try again.',
  sessionExpired: 'Session expired. Please log in again.',
  missingId: 'Please enter an ID.',
  invalidChampionType: 'Invalid champion type',
  networkError: 'Network Error: Unable to retrieve data.',
  noInventory: 'No inventory data available to download.',
  /** Not in the spec: the certificate page opened without a device. */
  missingDevice: 'No device was named. Open a certificate from your donations.',
  /** Not in the spec: an applicant without any application on record. */
  noApplication: 'We have no computer application under your email yet.',
};

const sideMenuText = {
  label: 'Portal',
  champion: 'Champion',
  applications: 'Computer Applications',
  donations: 'Computer Donations',
  signOut: 'Sign out',
};

/** The six steps of the applicant tracker (spec §4): the CRM status of each and its label. */
const applicationSteps: readonly { status: string; label: string }[] = [
  { status: 'Applicants No Recommendation', label: 'Application Submitted' },
  // The recommendation-received step has no status value of its own: an empty status.
  { status: '', label: 'Recommendation Received' },
  { status: 'Applicants to approve', label: 'Pending Review' },
  { status: 'Denied Applicant', label: 'Application Denied' },
  { status: 'Approved Applicants', label: 'Application Approved' },
  { status: 'Client', label: 'Delivered' },
];

const applicantText = {
  title: 'Applicant Tracker',
  progressLabel: 'Application progress',
  stepDone: 'completed',
  stepCurrent: 'current step',
  stepAhead: 'not reached',
  stepSkipped: 'not applicable',
  messages: {
    'Applicants No Recommendation':
      'We have your application, we are now waiting on the recommendation letter from the nominating recommender (listed below). We will not review your application until we receive this.',
    '': 'We have received the recommendation letter from your recommender!',
    'Applicants to approve':
      'We have everything we need! Our application committee is reviewing your application, please be patient. We will notify you once we have made a decision.',
    'Approved Applicants':
      'You have been approved for a computer, and we will be contacting your recommender shortly to arrange the drop-off. You will be notified once delivered.',
  } as Record<string, string>,
  deniedReasons: 'Reason(s):',
  deniedUnspecified: 'Not specified',
  deniedPossible:
    "Possible reasons for denial: Not located in NJ, NYC, MA; no recommendation received; recommendation is not from a valid non-profit; don't meet the income requirements.",
  delivered: 'We are happy to inform you that we dropped off the requested computer to',
  deliveredNoOrganisation: 'your nominating organization',
  /** Not in the spec: a status the tracker does not know. */
  unknownStatus: 'Your application is on file. Its status is being updated; please check back soon.',
  informationTitle: 'Applicant Information',
  information: {
    Full_Name: 'Name',
    Email: 'Email',
    Phone: 'Phone',
    Nominating_Organization: 'Nominating organization',
    recommender: 'Recommender',
    Recommenders_Email: 'Recommender email',
    Entry_Date: 'Applied on',
  },
  requestTitle: 'Computer Request Details',
  quantities: { Laptop_Quantity: 'Laptops', Desktop_Quantity: 'Desktops', Tablet_Quantity: 'Tablets' },
  noQuantities: 'No quantities on record.',
  assignedTitle: 'Assigned Computer(s)',
  assigned: { Model: 'Model', Computer_Type: 'Type', Barcode_Save: 'Serial #', Date_Donated: 'Delivered on' },
};

const donorText = {
  title: 'Donated Computers',
  download: 'Download Spreadsheet',
  csvFileName: 'donated_computers.csv',
  /** A donation's name, from its date (the picker's options, the table's caption). */
  donationLabel: (entryDate: string | undefined) => `${entryDate ?? ''} Donation`,
  chooseDonation: 'Donation',
  /** Spec §2's columns, and the destruction recorded for each computer before its certificate. */
  columns: ['Model', 'Serial #', 'Date Added', 'Date Donated', 'Date Recycled', 'Erasure Date', 'Data Destruction', 'View Data Certificate'],
  notAvailable: 'N/A',
  /** Placeholder rows of an empty table (spec §9). */
  emptyRows: 15,
  noDonations: 'No donations on record yet.',
};

const profileText = {
  welcome: 'Welcome back',
  intro: 'Your details as we have them on record.',
  detailsTitle: 'Your details',
  fields: {
    First_Name: 'First name',
    Last_Name: 'Last name',
    title: 'Title',
    Email: 'Email',
    Phone_1: 'Phone',
    Address: 'Address',
    aptSuiteUnit: 'Apt/Suite/Unit',
    City: 'City',
    State: 'State/Region',
    Country: 'Country',
  },
  notOnRecord: '—',
  /** Followed by the contact link and a full stop. */
  changeDetails: 'To change your details,',
  contactLink: { text: 'contact us', to: '/contact' },
  interestedTitle: 'We thought you may be interested...',
  suggestions: [
    {
      title: 'Shield Internet',
      text: 'Unlimited prepaid 5G/4G internet for $14.89/month, no contract and no credit check. 100% of profits go to our mission.',
      link: { text: 'Get connected', to: '/shield' },
    },
    {
      title: 'Volunteer with us',
      text: 'Help refurbish computers or teach digital skills, in person or remotely. No experience required.',
      link: { text: 'Become a volunteer', to: '/volunteer' },
    },
    {
      title: 'Digital skills classes',
      text: 'Free classes to get more out of a computer, from the basics to finding a job online.',
      link: { text: 'See the classes', to: '/dsclasses' },
    },
  ],
};

export const portalTexts = {
  text: portalText,
  messages: portalMessages,
  sideMenu: sideMenuText,
  applicationSteps,
  applicant: applicantText,
  donor: donorText,
  profile: profileText,
  /** A date of the records as the page writes it: as recorded (spec §2, §4). */
  date: (isoDate: string) => isoDate,
};

export type PortalTexts = typeof portalTexts;
/** The portal's messages of spec §8, by name. */
export type PortalMessage = keyof PortalTexts['messages'];
