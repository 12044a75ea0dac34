// What `api/` answers for the demo Shield subscribers (api/billing-demo-data.json, BILLING=local),
// status and body as its /api/shield routes send them: the Shield account screens' tests stand in
// for the API with them, and api/test/shield-answers.test.ts checks them against the real API (over
// the same data, PUBLIC_URL http://localhost:3000 and the development referral key), so a change on
// either side fails there. The contract: /work/brief/shield-contract.md, api/README.md "Shield account".

/** An answer of the API: its status, body and the headers a client reads. */
export type ShieldAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

export type SubscriptionStatus = 'live' | 'trial' | 'non_renewing' | 'unpaid' | 'dunning' | 'cancelled' | 'expired';

/** A subscription as `GET /api/shield/account` sends it. */
export type Subscription = {
  id: string;
  number: string;
  status: SubscriptionStatus;
  plan: { name: string; amount: number; interval: 'months' | 'years' };
  nextBillingAt: string | null;
  currentTermEndsAt: string | null;
  card: { type: string; lastFour: string } | null;
  device: { type: string; simCount: number };
  shipping: { status: 'awaiting' | 'shipped'; shippedOn: string | null; trackingNumber: string | null; trackingUrl: string | null };
  invoices: { id: string; number: string; date: string; total: number; status: string; pdfPath: string }[];
  referral: { code: string; url: string };
};

/** `GET /api/shield/account`'s body. */
export type ShieldAccount = { customer: { name: string }; subscriptions: Subscription[] };

/** Each demo subscriber's sign-in email and account, as the API sends it. */
export type DemoSubscriber = { email: string; account: ShieldAccount };

export const subscribers = {
  /** one live monthly subscription, shipped, three paid invoices */
  maria: {
    email: "shield.live@example.org",
    account: {
      "customer": {
        "name": "Maria Alvarez"
      },
      "subscriptions": [
        {
          "id": "2254000000201001",
          "number": "SUB-00012",
          "status": "live",
          "plan": {
            "name": "Shield Monthly",
            "amount": 14.89,
            "interval": "months"
          },
          "nextBillingAt": "2026-12-15",
          "currentTermEndsAt": "2026-12-15",
          "card": {
            "type": "Visa",
            "lastFour": "4242"
          },
          "device": {
            "type": "Mobile hotspot",
            "simCount": 1
          },
          "shipping": {
            "status": "shipped",
            "shippedOn": "2026-09-18",
            "trackingNumber": "9400111202555842761053",
            "trackingUrl": "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111202555842761053"
          },
          "invoices": [
            {
              "id": "2254000000301003",
              "number": "INV-000134",
              "date": "2026-11-15",
              "total": 14.89,
              "status": "paid",
              "pdfPath": "/api/shield/invoices/2254000000301003/pdf"
            },
            {
              "id": "2254000000301002",
              "number": "INV-000118",
              "date": "2026-10-15",
              "total": 14.89,
              "status": "paid",
              "pdfPath": "/api/shield/invoices/2254000000301002/pdf"
            },
            {
              "id": "2254000000301001",
              "number": "INV-000101",
              "date": "2026-09-15",
              "total": 14.89,
              "status": "paid",
              "pdfPath": "/api/shield/invoices/2254000000301001/pdf"
            }
          ],
          "referral": {
            "code": "3fjtomwpz9n14",
            "url": "http://localhost:3000/shield?ref=3fjtomwpz9n14"
          }
        }
      ]
    },
  },
  /** three subscriptions, newest first: a live yearly one awaiting shipping, a monthly one that ends on 2026-12-09 (non_renewing), a cancelled one */
  jamal: {
    email: "shield.household@example.org",
    account: {
      "customer": {
        "name": "Jamal Reed"
      },
      "subscriptions": [
        {
          "id": "2254000000201002",
          "number": "SUB-00031",
          "status": "live",
          "plan": {
            "name": "Shield Yearly",
            "amount": 149,
            "interval": "years"
          },
          "nextBillingAt": "2027-11-20",
          "currentTermEndsAt": "2027-11-20",
          "card": {
            "type": "MasterCard",
            "lastFour": "5454"
          },
          "device": {
            "type": "Home router",
            "simCount": 2
          },
          "shipping": {
            "status": "awaiting",
            "shippedOn": null,
            "trackingNumber": null,
            "trackingUrl": null
          },
          "invoices": [
            {
              "id": "2254000000301004",
              "number": "INV-000140",
              "date": "2026-11-20",
              "total": 149,
              "status": "paid",
              "pdfPath": "/api/shield/invoices/2254000000301004/pdf"
            }
          ],
          "referral": {
            "code": "3s2cqpnqu3wgz",
            "url": "http://localhost:3000/shield?ref=3s2cqpnqu3wgz"
          }
        },
        {
          "id": "2254000000201003",
          "number": "SUB-00018",
          "status": "non_renewing",
          "plan": {
            "name": "Shield Monthly",
            "amount": 14.89,
            "interval": "months"
          },
          "nextBillingAt": null,
          "currentTermEndsAt": "2026-12-09",
          "card": {
            "type": "MasterCard",
            "lastFour": "5454"
          },
          "device": {
            "type": "Mobile hotspot",
            "simCount": 1
          },
          "shipping": {
            "status": "shipped",
            "shippedOn": "2026-06-12",
            "trackingNumber": "9400111202555842761060",
            "trackingUrl": "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111202555842761060"
          },
          "invoices": [
            {
              "id": "2254000000301005",
              "number": "INV-000131",
              "date": "2026-11-09",
              "total": 14.89,
              "status": "paid",
              "pdfPath": "/api/shield/invoices/2254000000301005/pdf"
            }
          ],
          "referral": {
            "code": "0oj7h8razi3dg",
            "url": "http://localhost:3000/shield?ref=0oj7h8razi3dg"
          }
        },
        {
          "id": "2254000000201004",
          "number": "SUB-00007",
          "status": "cancelled",
          "plan": {
            "name": "Shield Monthly",
            "amount": 14.89,
            "interval": "months"
          },
          "nextBillingAt": null,
          "currentTermEndsAt": "2026-03-02",
          "card": {
            "type": "Visa",
            "lastFour": "1881"
          },
          "device": {
            "type": "Mobile hotspot",
            "simCount": 1
          },
          "shipping": {
            "status": "shipped",
            "shippedOn": "2025-12-05",
            "trackingNumber": "9400111202555842761077",
            "trackingUrl": "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111202555842761077"
          },
          "invoices": [
            {
              "id": "2254000000301006",
              "number": "INV-000041",
              "date": "2026-02-02",
              "total": 14.89,
              "status": "paid",
              "pdfPath": "/api/shield/invoices/2254000000301006/pdf"
            }
          ],
          "referral": {
            "code": "34j4anvfmnsyt",
            "url": "http://localhost:3000/shield?ref=34j4anvfmnsyt"
          }
        }
      ]
    },
  },
  /** a trial, no card on file yet */
  priya: {
    email: "shield.trial@example.org",
    account: {
      "customer": {
        "name": "Priya Nair"
      },
      "subscriptions": [
        {
          "id": "2254000000201005",
          "number": "SUB-00035",
          "status": "trial",
          "plan": {
            "name": "Shield Monthly",
            "amount": 14.89,
            "interval": "months"
          },
          "nextBillingAt": "2026-12-05",
          "currentTermEndsAt": "2026-12-05",
          "card": null,
          "device": {
            "type": "Mobile hotspot",
            "simCount": 1
          },
          "shipping": {
            "status": "shipped",
            "shippedOn": "2026-11-23",
            "trackingNumber": "9400111202555842761084",
            "trackingUrl": "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111202555842761084"
          },
          "invoices": [],
          "referral": {
            "code": "1xzvjhk7px725",
            "url": "http://localhost:3000/shield?ref=1xzvjhk7px725"
          }
        }
      ]
    },
  },
  /** a yearly subscription that ends on 2027-01-31 (non_renewing) */
  tomas: {
    email: "shield.ending@example.org",
    account: {
      "customer": {
        "name": "Tomás Ortega"
      },
      "subscriptions": [
        {
          "id": "2254000000201006",
          "number": "SUB-00022",
          "status": "non_renewing",
          "plan": {
            "name": "Shield Yearly",
            "amount": 149,
            "interval": "years"
          },
          "nextBillingAt": null,
          "currentTermEndsAt": "2027-01-31",
          "card": {
            "type": "Discover",
            "lastFour": "1117"
          },
          "device": {
            "type": "Home router",
            "simCount": 1
          },
          "shipping": {
            "status": "shipped",
            "shippedOn": "2026-02-03",
            "trackingNumber": "9400111202555842761091",
            "trackingUrl": "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111202555842761091"
          },
          "invoices": [
            {
              "id": "2254000000301007",
              "number": "INV-000060",
              "date": "2026-01-31",
              "total": 149,
              "status": "paid",
              "pdfPath": "/api/shield/invoices/2254000000301007/pdf"
            }
          ],
          "referral": {
            "code": "3nf2hyre7isq9",
            "url": "http://localhost:3000/shield?ref=3nf2hyre7isq9"
          }
        }
      ]
    },
  },
  /** unpaid: a payment failed, an overdue invoice */
  lena: {
    email: "shield.unpaid@example.org",
    account: {
      "customer": {
        "name": "Lena Fischer"
      },
      "subscriptions": [
        {
          "id": "2254000000201007",
          "number": "SUB-00026",
          "status": "unpaid",
          "plan": {
            "name": "Shield Monthly",
            "amount": 14.89,
            "interval": "months"
          },
          "nextBillingAt": "2026-12-01",
          "currentTermEndsAt": "2026-12-01",
          "card": {
            "type": "Visa",
            "lastFour": "0341"
          },
          "device": {
            "type": "Mobile hotspot",
            "simCount": 1
          },
          "shipping": {
            "status": "shipped",
            "shippedOn": "2026-08-04",
            "trackingNumber": "9400111202555842761107",
            "trackingUrl": "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111202555842761107"
          },
          "invoices": [
            {
              "id": "2254000000301009",
              "number": "INV-000129",
              "date": "2026-11-01",
              "total": 14.89,
              "status": "overdue",
              "pdfPath": "/api/shield/invoices/2254000000301009/pdf"
            },
            {
              "id": "2254000000301008",
              "number": "INV-000112",
              "date": "2026-10-01",
              "total": 14.89,
              "status": "paid",
              "pdfPath": "/api/shield/invoices/2254000000301008/pdf"
            }
          ],
          "referral": {
            "code": "2jg5cziibo0rm",
            "url": "http://localhost:3000/shield?ref=2jg5cziibo0rm"
          }
        }
      ]
    },
  },
  /** dunning: payment being retried, an overdue invoice, two SIM cards */
  samuel: {
    email: "shield.dunning@example.org",
    account: {
      "customer": {
        "name": "Samuel Okafor"
      },
      "subscriptions": [
        {
          "id": "2254000000201008",
          "number": "SUB-00028",
          "status": "dunning",
          "plan": {
            "name": "Shield Monthly",
            "amount": 14.89,
            "interval": "months"
          },
          "nextBillingAt": "2026-12-10",
          "currentTermEndsAt": "2026-12-10",
          "card": {
            "type": "American Express",
            "lastFour": "0005"
          },
          "device": {
            "type": "Mobile hotspot",
            "simCount": 2
          },
          "shipping": {
            "status": "shipped",
            "shippedOn": "2026-08-13",
            "trackingNumber": "9400111202555842761114",
            "trackingUrl": "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111202555842761114"
          },
          "invoices": [
            {
              "id": "2254000000301011",
              "number": "INV-000137",
              "date": "2026-11-10",
              "total": 14.89,
              "status": "overdue",
              "pdfPath": "/api/shield/invoices/2254000000301011/pdf"
            },
            {
              "id": "2254000000301010",
              "number": "INV-000121",
              "date": "2026-10-10",
              "total": 14.89,
              "status": "paid",
              "pdfPath": "/api/shield/invoices/2254000000301010/pdf"
            }
          ],
          "referral": {
            "code": "2l6y914aj57eh",
            "url": "http://localhost:3000/shield?ref=2l6y914aj57eh"
          }
        }
      ]
    },
  },
  /** cancelled */
  rosa: {
    email: "shield.cancelled@example.org",
    account: {
      "customer": {
        "name": "Rosa Delgado"
      },
      "subscriptions": [
        {
          "id": "2254000000201009",
          "number": "SUB-00009",
          "status": "cancelled",
          "plan": {
            "name": "Shield Monthly",
            "amount": 14.89,
            "interval": "months"
          },
          "nextBillingAt": null,
          "currentTermEndsAt": "2026-05-20",
          "card": {
            "type": "Visa",
            "lastFour": "8431"
          },
          "device": {
            "type": "Mobile hotspot",
            "simCount": 1
          },
          "shipping": {
            "status": "shipped",
            "shippedOn": "2026-01-23",
            "trackingNumber": "9400111202555842761121",
            "trackingUrl": "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111202555842761121"
          },
          "invoices": [
            {
              "id": "2254000000301012",
              "number": "INV-000052",
              "date": "2026-04-20",
              "total": 14.89,
              "status": "paid",
              "pdfPath": "/api/shield/invoices/2254000000301012/pdf"
            }
          ],
          "referral": {
            "code": "3i4bhnimmypig",
            "url": "http://localhost:3000/shield?ref=3i4bhnimmypig"
          }
        }
      ]
    },
  },
  /** expired */
  wei: {
    email: "shield.expired@example.org",
    account: {
      "customer": {
        "name": "Wei Zhang"
      },
      "subscriptions": [
        {
          "id": "2254000000201010",
          "number": "SUB-00004",
          "status": "expired",
          "plan": {
            "name": "Shield Yearly",
            "amount": 149,
            "interval": "years"
          },
          "nextBillingAt": null,
          "currentTermEndsAt": "2026-10-01",
          "card": {
            "type": "Visa",
            "lastFour": "6623"
          },
          "device": {
            "type": "Home router",
            "simCount": 1
          },
          "shipping": {
            "status": "shipped",
            "shippedOn": "2025-10-04",
            "trackingNumber": "9400111202555842761138",
            "trackingUrl": "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111202555842761138"
          },
          "invoices": [
            {
              "id": "2254000000301013",
              "number": "INV-000019",
              "date": "2025-10-01",
              "total": 149,
              "status": "paid",
              "pdfPath": "/api/shield/invoices/2254000000301013/pdf"
            }
          ],
          "referral": {
            "code": "3s3jekqvl57v1",
            "url": "http://localhost:3000/shield?ref=3s3jekqvl57v1"
          }
        }
      ]
    },
  },
} satisfies Record<string, DemoSubscriber>;

export const shieldErrorAnswers = {
  /** Any /api/shield call that needs a session, without one (or a signed-out one). */
  noSession: { status: 401, body: { error: 'Session expired. Please log in again.' } },
  /** `POST /api/shield/session` with a used, unknown or expired code. */
  invalidCode: { status: 401, body: { error: 'Invalid or expired authentication code' } },
  /** A subscription or invoice that is not the session's customer's own (or does not exist). */
  notFound: { status: 404, body: { error: 'Not found' } },
  invalidEmail: { status: 400, body: { error: 'Invalid body: email: Invalid email address' } },
  badReason: { status: 400, body: { error: 'Invalid body: reason: Choose one of the reasons offered' } },
  commentTooLong: { status: 400, body: { error: 'Invalid body: comment: 500 characters at most' } },
  /** Cancel of a cancelled or expired subscription. */
  cannotCancel: { status: 409, body: { error: 'This subscription has already ended' } },
  /** Reactivate of a subscription that is not set to end (live ones answer 200: idempotent). */
  cannotReactivate: { status: 409, body: { error: 'Only a subscription set to end can be reactivated' } },
  /** The billing provider failed; nothing was changed. */
  billingUnavailable: { status: 502, body: { error: 'The billing service is unavailable, please try again later' } },
  /** A state-changing request from another site. */
  crossSite: { status: 403, body: { error: 'This request must come from the site itself' } },
  /** The per-email limit of sign-in links (the portal's). */
  tooManyRequests: { status: 429, body: { error: 'Too many requests, please try again later' }, headers: { 'Retry-After': '900' } },
} satisfies Record<string, ShieldAnswer>;

/** `POST /api/shield/sign-in`, whether or not the email is a subscriber's. */
export const signInLinkSent: ShieldAnswer = { status: 202, body: { ok: true } };

/** `POST /api/shield/sign-out`: no body, with or without a session. */
export const shieldSignedOut: ShieldAnswer = { status: 204 };

/** `POST /api/shield/session` with a good code for this subscriber (plus the session cookie). */
export function sessionOpened(subscriber: DemoSubscriber): ShieldAnswer {
  return { status: 200, body: { customer: subscriber.account.customer } };
}

/** What `POST /api/shield/subscriptions/:id/cancel` answers for a live subscription: it ends at its term's end. */
export function cancelledAtTermEnd(subscription: Subscription): ShieldAnswer {
  return { status: 200, body: { subscription: { ...subscription, status: 'non_renewing', nextBillingAt: null } } };
}

/** What `POST /api/shield/subscriptions/:id/reactivate` answers for one set to end: renewing again on its term's end. */
export function reactivated(subscription: Subscription): ShieldAnswer {
  return { status: 200, body: { subscription: { ...subscription, status: 'live', nextBillingAt: subscription.currentTermEndsAt } } };
}

/** The local adapter's card page (`POST /api/shield/subscriptions/:id/card` answers `{ url }` matching it). */
export const localCardPagePattern = /^http:\/\/localhost:3000\/api\/shield\/local-billing\/card\/[\w-]{32}$/;

/** Where the card page sends the subscriber back once the new card is recorded (the zoho hosted page too). */
export function cardUpdatedReturnPath(subscriptionId: string): string {
  return `/shield/account?subscription=${subscriptionId}&card=updated`;
}
