import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout } from 'node:timers/promises';
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

/** A health check every this often, as a load balancer's, leaving the event loop idle between them. */
const healthEveryMs = 100;

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
  // Health's latency while the largest archive is drawn, idle and with the CPU shared, is measured
  // by `npm run bench:archive-health` (bench/archive-health.md): wall-clock figures, not for a test.
  it('leave the event loop free: while an archive as large as the instance allows is drawn, health is answered again and again and the loop is busy less than half the time (the documents are drawn on a worker thread)', async () => {
    const largest = 40;
    const { app, clock, download, archiveDrawers } = await archiveApp(largest, largest);
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
        await setTimeout(healthEveryMs);
      }
    };
    loop.enable();
    const utilisationBefore = performance.eventLoopUtilization();
    const startedAt = performance.now();
    const [archive] = await Promise.all([
      download().then((answer) => {
        archiveDone = true;
        return answer;
      }),
      askHealth(),
    ]);
    const archiveMs = performance.now() - startedAt;
    const { utilization } = performance.eventLoopUtilization(utilisationBefore);
    loop.disable();
    await archiveDrawers.close();
    const longestStallMs = loop.max / 1e6;

    expect(archive.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(archive.body as Buffer)))).toHaveLength(largest);
    // Health is answered again and again while the archive is drawn, not once it is done.
    expect(healthAnswered.filter(Boolean).length).toBeGreaterThanOrEqual(5);
    // A health answer within 100 ms depends on the event loop never being held that long. Drawn on
    // the event loop, the archive keeps it busy from start to end; drawn on a worker thread, the
    // loop only signs the certificates (a step at a time) and answers health, idle the rest of the
    // time. Asserted as the loop's busy share, which waiting for a shared CPU does not inflate; the
    // longest stall and the answers' times include that wait, so they are printed, not asserted.
    expect(utilization).toBeLessThan(0.5);
    console.info(
      `archive of ${largest}: ${archiveMs.toFixed(0)} ms; event loop busy ${(utilization * 100).toFixed(0)}% of it; longest event-loop stall ${longestStallMs.toFixed(1)} ms (p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms); ` +
        `health answers ${healthWaitsMs.length}, slowest ${Math.max(...healthWaitsMs).toFixed(1)} ms, median ${[...healthWaitsMs].sort((a, b) => a - b)[Math.floor(healthWaitsMs.length / 2)]?.toFixed(1)} ms`,
    );
    // Drawing tens of documents takes seconds, more on a slow machine: a safety net, not a budget.
  }, 180_000);

  it('answer a drawer that fails with the API\'s usual error, and draw the next archive on a new one', async () => {
    const { download, archiveDrawers } = await archiveApp(3, 5);
    const failed = download().then((answer) => answer);
    // The drawer thread ends while it draws (as a crash would end it).
    while (archiveDrawers.drawing === 0) await setTimeout(5);
    await archiveDrawers.close();
    const answer = await failed;
    expect(answer.status).toBe(500);
    expect(JSON.parse(String(answer.body))).toEqual({ error: errorMessages.internal });
    expect((await download()).status).toBe(200);
    await archiveDrawers.close();
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
