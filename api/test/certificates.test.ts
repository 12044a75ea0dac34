import { createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { unzipSync } from 'fflate';
import request from 'supertest';
import type { Response } from 'supertest';
import { InProcessCacheStore } from '../src/cache/in-process-cache-store';
import { certificateMessages } from '../src/certificates/certificate-service';
import { kindOfDestructionType } from '../src/certificates/certificate-facts';
import { notRecorded } from '../src/certificates/certificate-document';
import { CachedCrm } from '../src/crm/cached-crm';
import type { CrmClient } from '../src/crm/crm-client';
import { LocalCrm } from '../src/crm/local-crm';
import type { LocalCrmData } from '../src/crm/local-crm';
import { errorMessages } from '../src/shared/app-error';
import { ManualClock } from './helpers/manual-clock';
import { pdfText } from './helpers/pdf-text';
import { sessionToken } from './helpers/session';
import { createTestApp, demoChampion, demoData, silentLogger } from './helpers/test-app';

const robert = demoChampion('donor.many@example.org');
const pat = demoChampion('loser@example.org');
const grace = demoChampion('applicant.client@example.org');

const donationsOf = (email: string) => demoData.Computer_Donors.filter((donation) => donation.Email === email);
const devicesOf = (email: string) => demoData.Computer_Inventory.filter((item) => donationsOf(email).some((donation) => donation.Donor_ID === item.Donor_ID));
const isIssued = (item: Record<string, unknown>) => Object.hasOwn(kindOfDestructionType, String(item.Destruction_Type));
const robertsIssued = devicesOf(robert.email).filter(isIssued);
const robertsPending = devicesOf(robert.email).filter((item) => !isIssued(item));

/** The API over a data set, recording every CRM call the cache lets through. */
async function certificatesApp(data: LocalCrmData = demoData) {
  const asked: string[] = [];
  const local = new LocalCrm(data);
  const recording: CrmClient = {
    getRecord: (module, id) => (asked.push(`getRecord ${module} ${id}`), local.getRecord(module, id)),
    searchRecords: (module, field, value) => (asked.push(`search ${module} ${field}=${value}`), local.searchRecords(module, field, value)),
    health: () => local.health(),
  };
  const clock = new ManualClock();
  const store = new InProcessCacheStore(clock);
  const testApp = await createTestApp({ clock, store, crm: new CachedCrm(recording, store, silentLogger) });
  const get = (path: string, as?: { id: string }) => {
    const call = request(testApp.app).get(path);
    return as === undefined ? call : call.set('Authorization', `Bearer ${sessionToken(as.id, clock)}`);
  };
  return { ...testApp, asked, get };
}

/** A binary answer (PDF, ZIP) as a Buffer. */
function binary(response: Response['body'] & NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('certificates: the demo data', () => {
  it('has devices of every kind, pending ones and ones with missing fields, for one donor', () => {
    const kinds = new Set(robertsIssued.map((item) => item.Destruction_Type));
    expect([...kinds].sort()).toEqual(Object.keys(kindOfDestructionType).sort());
    expect(robertsPending.length).toBeGreaterThan(0);
    const missing = (item: Record<string, unknown>, field: string) => item[field] === undefined || item[field] === null || item[field] === '';
    expect(robertsIssued.some((item) => missing(item, 'Manufacturer') && missing(item, 'Date_Destroyed'))).toBe(true);
    expect(robertsIssued.some((item) => item.Destruction_Type === 'Erased' && missing(item, 'Software_Version'))).toBe(true);
  });
});

describe('certificates: owner only', () => {
  it('serves the donor each of their devices: a certificate when destruction is recorded, "pending" otherwise', async () => {
    const { get } = await certificatesApp();
    expect(robertsIssued.length).toBeGreaterThan(0);
    expect(robertsPending.length).toBeGreaterThan(0);
    for (const item of robertsIssued) {
      const answer = await get(`/api/certificates/device/${item.ID}`, robert);
      expect(answer.status).toBe(200);
      expect(answer.body.facts).toMatchObject({ deviceId: item.ID, donationReference: item.Donor_ID, kind: kindOfDestructionType[item.Destruction_Type as keyof typeof kindOfDestructionType] });
      expect(answer.body.sections[0].rows).toContainEqual({ label: 'Donor', value: 'Robert Chen' });
    }
    for (const item of robertsPending) {
      const answer = await get(`/api/certificates/device/${item.ID}`, robert);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: certificateMessages.pending });
      expect((await get(`/api/certificates/device/${item.ID}/pdf`, robert)).status).toBe(404);
    }
  });

  it("refuses another donor's device, without reading that donor's records", async () => {
    const { get, asked } = await certificatesApp();
    for (const item of robertsIssued) {
      for (const path of [`/api/certificates/device/${item.ID}`, `/api/certificates/device/${item.ID}/pdf`]) {
        const answer = await get(path, pat);
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ error: errorMessages.forbidden });
      }
    }
    for (const donation of donationsOf(robert.email)) {
      expect((await get(`/api/certificates/donation/${donation.id}/zip`, pat)).status).toBe(403);
    }
    // Pat's own records only: the champion, Pat's donations, Pat's donations' inventory.
    const patsDonorIds = donationsOf(pat.email).map((donation) => donation.Donor_ID);
    const allowed = new Set([
      `getRecord Champions ${pat.id}`,
      `search Computer_Donors Email=${pat.email}`,
      ...patsDonorIds.map((donorId) => `search Computer_Inventory Donor_ID=${donorId}`),
    ]);
    expect(asked.filter((call) => !allowed.has(call))).toEqual([]);
  });

  it('gives an applicant no certificate at all', async () => {
    const { get } = await certificatesApp();
    for (const item of demoData.Computer_Inventory) {
      expect((await get(`/api/certificates/device/${item.ID}`, grace)).status).toBe(403);
      expect((await get(`/api/certificates/device/${item.ID}/pdf`, grace)).status).toBe(403);
    }
    for (const donation of demoData.Computer_Donors) {
      expect((await get(`/api/certificates/donation/${donation.id}/zip`, grace)).status).toBe(403);
    }
  });

  it('asks for a session, and answers malformed ids with a clear 400', async () => {
    const { get } = await certificatesApp();
    const device = robertsIssued[0]?.ID ?? '';
    for (const path of [`/api/certificates/device/${device}`, `/api/certificates/device/${device}/pdf`, `/api/certificates/donation/${donationsOf(robert.email)[0]?.id}/zip`]) {
      const answer = await get(path);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: errorMessages.sessionExpired });
    }
    const malformed = await get('/api/certificates/device/..%2F..%2Fetc', robert);
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'Invalid path: deviceId: Invalid record id' });
  });
});

describe('certificates: documents', () => {
  it('the PDF is text: read back, it says exactly what the certificate says, "Not recorded" included, and its code', async () => {
    const { get } = await certificatesApp();
    // A device with missing fields.
    const item = robertsIssued.find((candidate) => candidate.Manufacturer === undefined || candidate.Manufacturer === null);
    if (item === undefined) throw new Error('the demo data needs an issued device without a manufacturer');
    const json = (await get(`/api/certificates/device/${item.ID}`, robert)).body as {
      title: string;
      sections: { heading: string; rows: { label: string; value: string }[] }[];
      verification: { code: string; url: string };
    };
    const answer = await get(`/api/certificates/device/${item.ID}/pdf`, robert).buffer(true).parse(binary);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="certificate-DHC-${item.ID}.pdf"`);
    const pdf = answer.body as Buffer;
    expect(pdf.length).toBeLessThan(60_000);

    const { pages, lines } = await pdfText(pdf);
    expect(pages).toBe(1);
    expect(lines).toContain(json.title);
    const rows = json.sections.flatMap((section) => section.rows.map((row) => `${row.label} ${row.value}`));
    expect(rows).toContain(`Manufacturer ${notRecorded}`);
    for (const row of rows) expect(lines).toContain(row);
    // The code, printed over several lines, is the code.
    const codeStart = lines.indexOf('Verification code') + 1;
    const codeLines = lines.slice(codeStart, codeStart + 6).filter((line) => /^[A-Za-z0-9_.-]+$/.test(line));
    expect(codeLines.join('')).toBe(json.verification.code);
    expect(lines.join(' ')).toContain('/verify');
  });

  it('"Download all" is one ZIP of the donation\'s certificates, pending devices left out', async () => {
    const { get } = await certificatesApp();
    for (const donation of donationsOf(robert.email)) {
      const issued = robertsIssued.filter((item) => item.Donor_ID === donation.Donor_ID);
      const answer = await get(`/api/certificates/donation/${donation.id}/zip`, robert).buffer(true).parse(binary);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/zip');
      const files = unzipSync(new Uint8Array(answer.body as Buffer));
      expect(Object.keys(files).sort()).toEqual(issued.map((item) => `certificate-DHC-${item.ID}.pdf`).sort());
      for (const content of Object.values(files)) expect(Buffer.from(content.subarray(0, 5)).toString()).toBe('%PDF-');
    }
  });

  it('a donation whose devices are all pending has no archive', async () => {
    const donation = donationsOf(robert.email)[0];
    if (donation === undefined) throw new Error('no donation');
    const allPending = { ...demoData, Computer_Inventory: demoData.Computer_Inventory.map((item) => (item.Donor_ID === donation.Donor_ID ? { ...item, Destruction_Type: null } : item)) };
    const { get } = await certificatesApp(allPending);
    const answer = await get(`/api/certificates/donation/${donation.id}/zip`, robert);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: certificateMessages.noneInDonation });
  });
});

describe('certificates: verification', () => {
  async function codeOf(deviceId: string) {
    const { get } = await certificatesApp();
    return ((await get(`/api/certificates/device/${deviceId}`, robert)).body as { verification: { code: string; url: string } }).verification;
  }
  const item = robertsIssued[0];
  if (item === undefined) throw new Error('no issued device');

  it('confirms a genuine code: number, kind, date, device type and manufacturer, nothing about the donor', async () => {
    const { code, url } = await codeOf(item.ID);
    expect(url).toBe(`http://localhost:3000/verify?code=${encodeURIComponent(code)}`);
    const { get } = await certificatesApp();
    const answer = await get(`/api/certificates/verify?code=${encodeURIComponent(code)}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      genuine: true,
      certificate: {
        number: `DHC-${item.ID}`,
        kind: kindOfDestructionType[item.Destruction_Type as keyof typeof kindOfDestructionType],
        title: expect.stringMatching(/^Certificate of /),
        date: item.Date_Destroyed ?? null,
        deviceType: item.Computer_Type ?? null,
        manufacturer: item.Manufacturer ?? null,
      },
    });
    const champion = demoData.Champions.find((candidate) => candidate.id === robert.id);
    const said = JSON.stringify(answer.body);
    for (const identifying of [champion?.Name, champion?.Address, champion?.Email, item.Donor_ID, item.System_Serial_Number, item.Drive_Serial_1]) {
      expect(said).not.toContain(String(identifying));
    }
  });

  it('accepts the code as printed, over several lines', async () => {
    const { code } = await codeOf(item.ID);
    const { get } = await certificatesApp();
    const printed = code.match(/.{1,72}/g)?.join('\n ') ?? '';
    expect((await get(`/api/certificates/verify?code=${encodeURIComponent(printed)}`)).body.genuine).toBe(true);
  });

  it('a changed code, changed facts or another key verify as not genuine', async () => {
    const { code } = await codeOf(item.ID);
    const [payload = '', signature = ''] = code.split('.');
    const facts = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    const otherKey = generateKeyPairSync('ed25519').privateKey;
    const forgedPayload = encode({ ...facts, d: '2020-01-01' });
    const forgeries = [
      flip(code, 10),
      `${payload}.${flip(signature, 20)}`,
      `${forgedPayload}.${signature}`,
      `${encode({ ...facts, m: 'Apple' })}.${signature}`,
      `${encode({ ...facts, h: 'AAAAAAAAAAAAAAAAAAAAAA' })}.${signature}`,
      `${forgedPayload}.${sign(null, Buffer.from(`dh-certificate-v1.${forgedPayload}`), otherKey).toString('base64url')}`,
      payload,
      `${code}.${signature}`,
      'not-a-code',
    ];
    const { get } = await certificatesApp();
    for (const forged of forgeries) {
      const answer = await get(`/api/certificates/verify?code=${encodeURIComponent(forged)}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ genuine: false });
    }
  });

  it('never issues a code the verifier would refuse: a fact over its limit gets no certificate, saying why', async () => {
    const device = robertsIssued[0];
    if (device === undefined) throw new Error('no issued device');
    for (const manufacturer of ['M'.repeat(100), 'M'.repeat(101), 'M'.repeat(250), 'Ü'.repeat(100), `${'ß'.repeat(99)}🙂`]) {
      const data = { ...demoData, Computer_Inventory: demoData.Computer_Inventory.map((item) => (item.ID === device.ID ? { ...item, Manufacturer: manufacturer } : item)) };
      const { get } = await certificatesApp(data);
      const answer = await get(`/api/certificates/device/${device.ID}`, robert);
      // Characters as the limits count them: code points.
      if ([...manufacturer].length > 100) {
        expect([manufacturer.length, answer.status, answer.body]).toEqual([manufacturer.length, 422, { error: certificateMessages.unissuable }]);
        continue;
      }
      // Issued: then its code verifies, with that very manufacturer.
      expect(answer.status).toBe(200);
      const { code } = (answer.body as { verification: { code: string } }).verification;
      const verified = await get(`/api/certificates/verify?code=${encodeURIComponent(code)}`);
      expect(verified.body).toMatchObject({ genuine: true, certificate: { manufacturer } });
    }
  });

  it('answers an empty or oversized code with a clear 400', async () => {
    const { get } = await certificatesApp();
    expect((await get('/api/certificates/verify?code=')).body).toEqual({ error: 'Invalid query: code: Enter a verification code' });
    expect((await get('/api/certificates/verify')).body).toEqual({ error: 'Invalid query: code: Enter a verification code' });
    expect((await get(`/api/certificates/verify?code=${'A'.repeat(3000)}`)).status).toBe(400);
    expect((await get('/api/certificates/verify?code=a&code=b')).status).toBe(400);
  });

  it('publishes the public key, with which anyone can check a code', async () => {
    const { code } = await codeOf(item.ID);
    const { get } = await certificatesApp();
    const answer = await get('/api/certificates/public-key');
    expect(answer.body).toMatchObject({ algorithm: 'Ed25519', development: true });
    const [payload = '', signature = ''] = code.split('.');
    const publicKey = createPublicKey(answer.body.publicKey as string);
    expect(verify(null, Buffer.from(`dh-certificate-v1.${payload}`), publicKey, Buffer.from(signature, 'base64url'))).toBe(true);
  });

  it('is rate limited per address and per network block, like sign-in: CERTIFICATE_VERIFICATIONS_PER_IP and _PER_NETWORK', async () => {
    const testApp = await createTestApp({ env: { CERTIFICATE_VERIFICATIONS_PER_IP: '3', CERTIFICATE_VERIFICATIONS_PER_NETWORK: '5' } });
    const verifyFrom = (address: string) => request(testApp.app).get('/api/certificates/verify?code=x.y').set('X-Forwarded-For', address);
    for (let check = 1; check <= 3; check += 1) expect((await verifyFrom('203.0.113.1')).status).toBe(200);
    const perAddress = await verifyFrom('203.0.113.1');
    expect(perAddress.status).toBe(429);
    expect(perAddress.body).toEqual({ error: errorMessages.tooManyRequests });
    expect(Number(perAddress.headers['retry-after'])).toBeGreaterThan(0);
    // The same /24 from other addresses: two more, then the block is spent.
    for (const address of ['203.0.113.2', '203.0.113.3']) expect((await verifyFrom(address)).status).toBe(200);
    expect((await verifyFrom('203.0.113.4')).status).toBe(429);
    // Another network is someone else.
    expect((await verifyFrom('198.51.100.1')).status).toBe(200);
  });
});

describe('certificates: in the visitor\'s language (?locale=es)', () => {
  const noManufacturer = () => {
    const item = robertsIssued.find((candidate) => candidate.Manufacturer === undefined || candidate.Manufacturer === null);
    if (item === undefined) throw new Error('the demo data needs an issued device without a manufacturer');
    return item;
  };

  it('the page\'s JSON and the PDF carry Spanish labels, the record\'s values and the same code; the QR code opens the Spanish verification page', async () => {
    const { get } = await certificatesApp();
    const item = noManufacturer();
    type Answer = { title: string; sections: { heading: string; rows: { label: string; value: string }[] }[]; verification: { code: string; url: string } };
    const english = (await get(`/api/certificates/device/${item.ID}`, robert).expect(200)).body as Answer;
    const spanish = (await get(`/api/certificates/device/${item.ID}?locale=es`, robert).expect(200)).body as Answer;
    expect(spanish.title).toMatch(/^Certificado de /);
    expect(spanish.sections[0]?.heading).toBe('Certificado');
    const spanishRows = spanish.sections.flatMap((section) => section.rows.map((row) => `${row.label} ${row.value}`));
    expect(spanishRows).toContain('Fabricante Sin registrar');
    expect(spanishRows).toContain(`Número de certificado DHC-${item.ID}`);
    // The same facts and signature: only the words change.
    expect(spanish.verification.code).toBe(english.verification.code);
    expect(new URL(spanish.verification.url).pathname).toBe('/es/verify');
    expect(new URL(english.verification.url).pathname).toBe('/verify');

    const answer = await get(`/api/certificates/device/${item.ID}/pdf?locale=es`, robert).buffer(true).parse(binary);
    expect(answer.status).toBe(200);
    const { lines } = await pdfText(answer.body as Buffer);
    expect(lines).toContain(spanish.title);
    for (const row of spanishRows) expect(lines).toContain(row);
    expect(lines).toContain('Código de verificación');
    expect(lines.join(' ')).toContain('Emitido electrónicamente por');
    expect(lines.join(' ')).not.toContain('Verification code');
  });

  it('the ZIP\'s certificates are Spanish with ?locale=es', async () => {
    const { get } = await certificatesApp();
    const donation = donationsOf(robert.email).find((candidate) => robertsIssued.some((item) => item.Donor_ID === candidate.Donor_ID));
    const answer = await get(`/api/certificates/donation/${donation?.id}/zip?locale=es`, robert).buffer(true).parse(binary);
    expect(answer.status).toBe(200);
    const [first] = Object.values(unzipSync(new Uint8Array(answer.body as Buffer)));
    const { lines } = await pdfText(Buffer.from(first ?? new Uint8Array()));
    expect(lines).toContain('Código de verificación');
  });

  it('a locale it does not know is a clear 400 on every certificate address', async () => {
    const { get } = await certificatesApp();
    const device = robertsIssued[0]?.ID ?? '';
    for (const path of [`/api/certificates/device/${device}`, `/api/certificates/device/${device}/pdf`, `/api/certificates/donation/${donationsOf(robert.email)[0]?.id}/zip`]) {
      const answer = await get(`${path}?locale=fr`, robert);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'Invalid query: locale: Expected one of: en, es' });
    }
    const verify = await get('/api/certificates/verify?code=abc&locale=de');
    expect(verify.status).toBe(400);
    expect(verify.body).toEqual({ error: 'Invalid query: locale: Expected one of: en, es' });
  });
});
