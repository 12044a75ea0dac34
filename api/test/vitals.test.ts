import request from 'supertest';
import type { CacheStore } from '../src/cache/cache-store';
import { InProcessCacheStore } from '../src/cache/in-process-cache-store';
import { RedisCacheStore } from '../src/cache/redis-cache-store';
import { errorMessages } from '../src/shared/app-error';
import { vitalsRateLimit } from '../src/vitals/vitals-routes';
import { dayOf, otherPage, pagesPerDay, retentionDays, VitalsStore } from '../src/vitals/vitals-store';
import type { VitalsRow } from '../src/vitals/vitals-store';
import { bucketOf, metrics, p75Of } from '../src/vitals/web-vitals';
import { ManualClock } from './helpers/manual-clock';
import { deleteKeys, rawRedis, redisUrl, uniqueKeyPrefix } from './helpers/redis';
import { startRemoteList } from './helpers/remote-list';
import type { RemoteList } from './helpers/remote-list';
import { createTestApp, silentLogger } from './helpers/test-app';

const reportToken = 'a-vitals-report-token-of-32-characters-or-more';
const day = 24 * 60 * 60;

/** The p75 of one page and metric of a report, as a reader sees it. */
const p75In = (rows: VitalsRow[], page: string, metric: string, onDay?: string) =>
  rows.find((row) => row.page === page && row.metric === metric && (onDay === undefined || row.day === onDay));

describe('Web Vitals buckets', () => {
  it('count a sample in the first bucket whose upper edge it does not exceed, past the last edge in one more', () => {
    const edges = metrics.LCP.bucketEdges;
    const [first = 0] = edges;
    const last = edges.at(-1) ?? 0;
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('LCP', first)).toBe(0);
    expect(bucketOf('LCP', first + 1)).toBe(1);
    expect(bucketOf('LCP', last + 1)).toBe(edges.length);
  });

  it('give the p75 as the bucket that holds the 75th percentile, rated by web.dev\'s thresholds', () => {
    const counts = (...values: number[]) => {
      const list = Array<number>(metrics.LCP.bucketEdges.length + 1).fill(0);
      for (const value of values) list[bucketOf('LCP', value)] = (list[bucketOf('LCP', value)] ?? 0) + 1;
      return list;
    };
    // Of four loads the third is the 75th percentile: 1.7 s, in the bucket above 1.5 s up to 1.8 s.
    expect(p75Of('LCP', counts(1200, 1300, 1700, 9000))).toEqual({ above: 1500, atMost: 1800, rating: 'good' });
    expect(p75Of('LCP', counts(2600, 2700, 2900))).toEqual({ above: 2500, atMost: 3000, rating: 'needs improvement' });
    expect(p75Of('LCP', counts(4100, 30_000, 40_000))).toEqual({ above: 20_000, atMost: undefined, rating: 'poor' });
    expect(p75Of('LCP', counts())).toBeUndefined();
  });
});

/** The same behaviour from both cache stores. */
describe.each([
  [
    'in-process',
    async () => {
      const clock = new ManualClock();
      const store = new InProcessCacheStore(clock);
      return { store, clock, keyCount: async () => store.size, expireAll: async () => clock.advanceSeconds(retentionDays * day), teardown: () => store.close() };
    },
  ],
  [
    'Redis',
    async () => {
      const clock = new ManualClock(Date.now());
      const keyPrefix = uniqueKeyPrefix();
      const store = new RedisCacheStore({ url: redisUrl, logger: silentLogger, keyPrefix });
      await store.connect();
      return {
        store,
        clock,
        keyPrefix,
        keyCount: async () => {
          const raw = await rawRedis();
          let count = 0;
          for await (const keys of raw.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 1000 })) count += keys.length;
          await raw.close();
          return count;
        },
        expireAll: async () => {
          // Redis keeps its own time: every key must carry the retention as its expiry; then let it pass.
          const raw = await rawRedis();
          for await (const keys of raw.scanIterator({ MATCH: `${keyPrefix}*` })) {
            for (const key of keys) {
              const ttl = await raw.ttl(key);
              expect(ttl).toBeGreaterThan(0);
              expect(ttl).toBeLessThanOrEqual(retentionDays * day);
              await raw.del(key);
            }
          }
          await raw.close();
        },
        teardown: async () => {
          await store.close();
          await deleteKeys(keyPrefix);
        },
      };
    },
  ],
] as const)('Web Vitals kept in the %s store', (_name, open) => {
  let setup: { store: CacheStore; clock: ManualClock; keyCount: () => Promise<number>; expireAll: () => Promise<void>; teardown: () => Promise<void> };
  beforeEach(async () => {
    setup = await open();
  });
  afterEach(async () => {
    await setup.teardown();
  });

  it('gives each page its p75 per metric, with the number of samples', async () => {
    const vitals = new VitalsStore(setup.store, setup.clock);
    for (const lcp of [1200, 1300, 1700, 9000]) await vitals.record({ page: '/donate', metrics: [{ name: 'LCP', value: lcp }, { name: 'CLS', value: 0 }] });
    await vitals.record({ page: '/auth', metrics: [{ name: 'INP', value: 620 }] });
    const rows = await vitals.report(1);
    expect(p75In(rows, '/donate', 'LCP')).toEqual({ day: dayOf(setup.clock.now()), page: '/donate', metric: 'LCP', samples: 4, p75: { above: 1500, atMost: 1800, rating: 'good' } });
    expect(p75In(rows, '/donate', 'CLS')?.p75).toEqual({ above: undefined, atMost: metrics.CLS.bucketEdges[0], rating: 'good' });
    expect(p75In(rows, '/auth', 'INP')?.p75.rating).toBe('poor');
    expect(p75In(rows, '/auth', 'LCP')).toBeUndefined();
  });

  it('keeps days apart, newest first, and forgets a day after the retention', async () => {
    const vitals = new VitalsStore(setup.store, setup.clock);
    await vitals.record({ page: '/', metrics: [{ name: 'TTFB', value: 90 }] });
    const firstDay = dayOf(setup.clock.now());
    setup.clock.advanceSeconds(day);
    await vitals.record({ page: '/', metrics: [{ name: 'TTFB', value: 3000 }] });
    const rows = await vitals.report(2);
    expect(rows.map((row) => [row.day, row.p75.rating])).toEqual([
      [dayOf(setup.clock.now()), 'poor'],
      [firstDay, 'good'],
    ]);
    await setup.expireAll();
    expect(await vitals.report(retentionDays)).toEqual([]);
  });

  it(`counts the pages of a day beyond ${pagesPerDay} as "${otherPage}", so the store cannot grow without bound`, async () => {
    const vitals = new VitalsStore(setup.store, setup.clock);
    for (let page = 0; page <= pagesPerDay; page += 1) await vitals.record({ page: `/page-${page}`, metrics: [{ name: 'CLS', value: 0.5 }] });
    await vitals.record({ page: `/page-${pagesPerDay}`, metrics: [{ name: 'CLS', value: 0.5 }] });
    const rows = await vitals.report(1);
    expect(rows).toHaveLength(pagesPerDay + 1);
    expect(p75In(rows, `/page-${pagesPerDay}`, 'CLS')).toBeUndefined();
    expect(p75In(rows, otherPage, 'CLS')?.samples).toBe(2);

    // Past the day's pages, a new page writes no key at all: its samples are other's.
    const keysAtTheCap = await setup.keyCount();
    for (let page = 0; page < 50; page += 1) await vitals.record({ page: `/more-${page}`, metrics: [{ name: 'CLS', value: 0.5 }] });
    expect(await setup.keyCount()).toBe(keysAtTheCap);
  });
});

describe('POST /api/vitals', () => {
  const beacon = { page: '/donate', metrics: [{ name: 'LCP', value: 1400 }, { name: 'CLS', value: 0.01 }, { name: 'TTFB', value: 120 }, { name: 'INP', value: 80 }] };
  type App = Awaited<ReturnType<typeof createTestApp>>['app'];
  /** The shell's /remotes.json: the site's pages. */
  let remoteList: RemoteList;
  beforeAll(async () => {
    remoteList = await startRemoteList([
      { name: 'marketing', entry: 'http://127.0.0.1:1/remoteEntry.js', paths: ['/', '/donate'] },
      { name: 'portal', entry: 'http://127.0.0.1:2/remoteEntry.js', paths: ['/auth', '/portal'] },
      { name: 'appeals', entry: 'http://127.0.0.1:3/remoteEntry.js', paths: ['/ada-lovelace', '/grace-hopper'] },
    ]);
  });
  afterAll(() => remoteList.close());
  const createVitalsApp = (options: Parameters<typeof createTestApp>[0] = {}) =>
    createTestApp({ ...options, env: { VITALS_REPORT_TOKEN: reportToken, SITE_PAGES_URL: remoteList.url, ...options.env } });
  const send = (app: App, body: string, contentType = 'text/plain;charset=UTF-8') =>
    request(app).post('/api/vitals').set('Content-Type', contentType).send(body);
  const report = (app: App, token = reportToken) => request(app).get('/api/vitals').set('Authorization', `Bearer ${token}`);

  it('takes what sendBeacon sends (a text/plain JSON string, a Blob), sets no cookie, and the report shows the page', async () => {
    const { app } = await createVitalsApp();
    const answer = await send(app, JSON.stringify(beacon));
    expect(answer.status).toBe(204);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect((await send(app, JSON.stringify(beacon), 'application/json')).status).toBe(204);
    // A Blob: sendBeacon sends its type, whatever it is.
    expect((await request(app).post('/api/vitals').send(Buffer.from(JSON.stringify(beacon)))).status).toBe(204);

    const table = await report(app);
    expect(table.status).toBe(200);
    const rows = table.body.rows as VitalsRow[];
    expect(rows.map((row) => [row.page, row.metric, row.samples])).toEqual([
      ['/donate', 'LCP', 3],
      ['/donate', 'INP', 3],
      ['/donate', 'CLS', 3],
      ['/donate', 'TTFB', 3],
    ]);
  });

  it('counts a beacon only under a page the site has (its routes, the appeals as one), anything else as other', async () => {
    const { app } = await createVitalsApp();
    const cls = [{ name: 'CLS', value: 0 }];
    for (const page of ['/donate', 'appeals', '/no-such-page', '/ada-lovelace', 'made-up', 'other']) {
      expect((await send(app, JSON.stringify({ page, metrics: cls }))).status).toBe(204);
    }
    const rows = (await report(app)).body.rows as VitalsRow[];
    expect(rows.map((row) => [row.page, row.samples])).toEqual([
      ['/donate', 1],
      ['appeals', 1],
      [otherPage, 4],
    ]);
  });

  it('keeps no key for a made-up page: a flood of new page names leaves the store as it was', async () => {
    const { app, store } = await createVitalsApp();
    const cls = [{ name: 'CLS', value: 0.5 }];
    await send(app, JSON.stringify({ page: 'other', metrics: cls })).expect(204);
    const keysBefore = (store as InProcessCacheStore).size;
    for (let page = 0; page < 100; page += 1) await send(app, JSON.stringify({ page: `/made-up-${page}`, metrics: cls })).expect(204);
    expect((store as InProcessCacheStore).size).toBe(keysBefore);
  });

  it('counts every beacon as other while the site\'s page list cannot be read, and loses none', async () => {
    const { app } = await createVitalsApp({ env: { SITE_PAGES_URL: 'http://127.0.0.1:9/remotes.json' } });
    expect((await send(app, JSON.stringify(beacon))).status).toBe(204);
    const rows = (await report(app)).body.rows as VitalsRow[];
    expect(rows.map((row) => [row.page, row.metric, row.samples])).toEqual([
      [otherPage, 'LCP', 1],
      [otherPage, 'INP', 1],
      [otherPage, 'CLS', 1],
      [otherPage, 'TTFB', 1],
    ]);
  });

  it.each([
    ['not JSON', '{"page":', 'The request body is not valid JSON'],
    ['an unknown metric', JSON.stringify({ page: '/', metrics: [{ name: 'FID', value: 3 }] }), 'Invalid body: metrics.0.name'],
    ['a negative value', JSON.stringify({ page: '/', metrics: [{ name: 'LCP', value: -1 }] }), 'Invalid body: metrics.0.value'],
    ['no metric', JSON.stringify({ page: '/', metrics: [] }), 'Invalid body: metrics'],
    ['a path with a query', JSON.stringify({ page: '/portal?recordID=1', metrics: [{ name: 'LCP', value: 1 }] }), 'Invalid body: page'],
    ['an address in the path', JSON.stringify({ page: '/someone@example.org', metrics: [{ name: 'LCP', value: 1 }] }), 'Invalid body: page'],
    ['a field more', JSON.stringify({ ...beacon, visitor: 'x' }), 'Invalid body'],
  ])('refuses %s with a JSON 400', async (_case, body, message) => {
    const { app } = await createVitalsApp();
    const answer = await send(app, body);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.body.error).toContain(message);
    expect((await report(app)).body.rows).toEqual([]);
  });

  it(`allows ${vitalsRateLimit.limit} beacons per visitor in ${vitalsRateLimit.windowSeconds} seconds, with the API's rate limiter`, async () => {
    const clock = new ManualClock();
    const { app } = await createVitalsApp({ clock });
    const from = (address: string) => request(app).post('/api/vitals').set('X-Forwarded-For', address).set('Content-Type', 'text/plain').send(JSON.stringify(beacon));
    for (let sent = 0; sent < vitalsRateLimit.limit; sent += 1) expect((await from('198.51.100.7')).status).toBe(204);
    const refused = await from('198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: errorMessages.tooManyRequests });
    expect((await from('198.51.100.8')).status).toBe(204);
    clock.advanceSeconds(vitalsRateLimit.windowSeconds);
    expect((await from('198.51.100.7')).status).toBe(204);
  });
});

describe('GET /api/vitals (the report)', () => {
  it('does not exist without VITALS_REPORT_TOKEN', async () => {
    const { app } = await createTestApp();
    const answer = await request(app).get('/api/vitals').set('Authorization', `Bearer ${reportToken}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: errorMessages.notFound });
  });

  it('answers only with the token', async () => {
    const { app } = await createTestApp({ env: { VITALS_REPORT_TOKEN: reportToken } });
    for (const authorization of [undefined, 'Bearer not-the-token', reportToken]) {
      const call = request(app).get('/api/vitals');
      const answer = await (authorization === undefined ? call : call.set('Authorization', authorization));
      expect(answer.status).toBe(401);
      expect(answer.body.error).toContain('VITALS_REPORT_TOKEN');
    }
    expect((await request(app).get('/api/vitals?days=99').set('Authorization', `Bearer ${reportToken}`)).status).toBe(400);
  });

  it('refuses a short token at start', async () => {
    await expect(createTestApp({ env: { VITALS_REPORT_TOKEN: 'short' } })).rejects.toThrow('VITALS_REPORT_TOKEN: must be at least 32 characters');
  });
});
