import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { unzipSync } from 'fflate';
import request from 'supertest';
import type { Response } from 'supertest';
import { InProcessCacheStore } from '../src/cache/in-process-cache-store';
import { certificateMessages } from '../src/certificates/certificate-service';
import { CachedCrm } from '../src/crm/cached-crm';
import { LocalCrm } from '../src/crm/local-crm';
import { errorMessages } from '../src/shared/app-error';
import { ManualClock } from './helpers/manual-clock';
import { sessionToken } from './helpers/session';
import { createTestApp, demoChampion, demoData, silentLogger } from './helpers/test-app';

const robert = demoChampion('donor.many@example.org');
const donation = demoData.Computer_Donors.find((candidate) => candidate.Email === robert.email);
const issuedDevice = demoData.Computer_Inventory.find((item) => item.Donor_ID === donation?.Donor_ID && typeof item.Destruction_Type === 'string');

/** The API with Robert's first donation holding `devices` devices with certificates, its archives at most `largest`. */
async function archiveApp(devices: number, largest: number) {
  if (donation === undefined || issuedDevice === undefined) throw new Error('the demo data has no donation with a certificate');
  const inventory = [
    ...demoData.Computer_Inventory.filter((item) => item.Donor_ID !== donation.Donor_ID),
    ...Array.from({ length: devices }, (_, index) => ({ ...issuedDevice, id: `7700${index}`, ID: `7700${index}` })),
  ];
  const clock = new ManualClock();
  const store = new InProcessCacheStore(clock);
  const crm = new CachedCrm(new LocalCrm({ ...demoData, Computer_Inventory: inventory }), store, silentLogger);
  const testApp = await createTestApp({ clock, store, crm, env: { CERTIFICATE_ARCHIVE_MAX_DEVICES: String(largest) } });
  const path = `/api/certificates/donation/${donation.id}/zip`;
  const download = (token = sessionToken(robert.id, clock)) => request(testApp.app).get(path).set('Authorization', `Bearer ${token}`).buffer(true).parse(binary);
  return { ...testApp, download };
}

function binary(response: Response['body'] & NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('"Download all" archives', () => {
  it('do not stall the instance: while the largest allowed archive is drawn, health is answered throughout and the event loop is never held for the archive\'s length', async () => {
    const largest = 24;
    const { app, clock, download } = await archiveApp(largest, largest);
    // Warm up (the first document loads the fonts), so the archive below is what a busy instance sees.
    await request(app).get(`/api/certificates/device/7700${0}/pdf`).set('Authorization', `Bearer ${sessionToken(robert.id, clock)}`).expect(200);

    const loop = monitorEventLoopDelay({ resolution: 1 });
    let archiveDone = false;
    const healthAnswered: boolean[] = [];
    const healthWaitsMs: number[] = [];
    const askHealth = async () => {
      while (!archiveDone) {
        const askedAt = performance.now();
        const answer = await request(app).get('/api/health');
        healthWaitsMs.push(performance.now() - askedAt);
        healthAnswered.push(answer.status === 200 && !archiveDone);
      }
    };
    loop.enable();
    const startedAt = performance.now();
    const [archive] = await Promise.all([
      download().then((answer) => {
        archiveDone = true;
        return answer;
      }),
      askHealth(),
    ]);
    const archiveMs = performance.now() - startedAt;
    loop.disable();
    const longestStallMs = loop.max / 1e6;

    expect(archive.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(archive.body as Buffer)))).toHaveLength(largest);
    // Health is answered again and again while the archive is drawn, not once it is done.
    expect(healthAnswered.filter(Boolean).length).toBeGreaterThanOrEqual(5);
    // Measured against the archive itself, so it holds on a machine of any speed: drawn in one go,
    // the loop would be held for the whole archive; drawn a step at a time, for about a
    // fiftieth of it. Half leaves room for a collection, or the process waiting for a busy CPU.
    expect(longestStallMs).toBeLessThan(archiveMs / 2);
    // What the figures were, for whoever reads the run (not asserted: no wall-clock budget here).
    console.info(
      `archive of ${largest}: ${archiveMs.toFixed(0)} ms; longest event-loop stall ${longestStallMs.toFixed(1)} ms; slowest health answer ${Math.max(...healthWaitsMs).toFixed(1)} ms`,
    );
    // Drawing tens of documents takes seconds, more on a slow machine: a safety net, not a budget.
  }, 120_000);

  it('hold at most CERTIFICATE_ARCHIVE_MAX_DEVICES certificates: a larger donation is refused, saying what to do instead', async () => {
    const { download } = await archiveApp(6, 5);
    const answer = await download();
    expect(answer.status).toBe(413);
    expect(JSON.parse(String(answer.body))).toEqual({ error: certificateMessages.archiveTooLarge(6, 5) });
  });

  it('have a limit of their own: 10 per session an hour', async () => {
    const { download, clock } = await archiveApp(2, 5);
    const token = sessionToken(robert.id, clock);
    for (let archive = 1; archive <= 10; archive += 1) expect((await download(token)).status).toBe(200);
    const refused = await download(token);
    expect(refused.status).toBe(429);
    expect(JSON.parse(String(refused.body))).toEqual({ error: errorMessages.tooManyRequests });
    // Another session (another tab, sign-in again) of the same person still gets one.
    clock.advanceSeconds(1);
    expect((await download(sessionToken(robert.id, clock))).status).toBe(200);
  });

  it('are drawn two at a time per instance: a third one meanwhile is asked to come back (503, Retry-After)', async () => {
    const { download } = await archiveApp(12, 12);
    const answers = await Promise.all([download(), download(), download()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 503]);
    const busy = answers.find((answer) => answer.status === 503);
    expect(JSON.parse(String(busy?.body))).toEqual({ error: certificateMessages.archivesBusy });
    expect(busy?.headers['retry-after']).toBe('10');
  }, 120_000);
});
