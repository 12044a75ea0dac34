import { fieldDataPages, OTHER_PAGE } from 'composition-contract/field-data';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Clock } from '../shared/clock';

/** How long a fetched list is used before it is asked for again (a remote's release may add pages). */
const freshMs = 5 * 60 * 1000;
/** After a failed fetch, the wait before the next try: a shell that is down is not asked on every beacon. */
const retryMs = 30 * 1000;
const fetchTimeoutMs = 2000;

const remoteListSchema = z.array(z.object({ name: z.string(), paths: z.array(z.string()) }));

/**
 * The pages the site has, as field data names them (the composition contract's field-data.js): read
 * from the shell's remote list (/remotes.json, the remotes' published route lists), so a beacon can
 * only count under a real page and no stranger can make the store keep a key per made-up page.
 * Until a list has been read, and for any other name, a beacon counts as `other`.
 */
export class SitePages {
  #pages: Set<string> = new Set([OTHER_PAGE]);
  #nextFetchAt = 0;
  #fetching: Promise<void> | undefined;

  constructor(
    private readonly deps: { url: string; clock: Clock; logger: Logger },
  ) {}

  /** The page a beacon for `page` is counted under: itself when the site has it, else `other`. */
  async countedAs(page: string): Promise<string> {
    if (this.deps.clock.now() >= this.#nextFetchAt) {
      this.#fetching ??= this.#refresh().finally(() => {
        this.#fetching = undefined;
      });
      await this.#fetching;
    }
    return this.#pages.has(page) ? page : OTHER_PAGE;
  }

  async #refresh(): Promise<void> {
    const { url, clock, logger } = this.deps;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs), headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      this.#pages = fieldDataPages(remoteListSchema.parse(await response.json()));
      this.#nextFetchAt = clock.now() + freshMs;
    } catch (error) {
      logger.warn({ url, reason: (error as Error).message }, 'Web Vitals: the site\'s page list could not be read; beacons for pages not yet known count as "other"');
      this.#nextFetchAt = clock.now() + retryMs;
    }
  }
}
