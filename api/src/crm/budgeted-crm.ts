import type { RateLimiter } from '../http/rate-limiter';
import { errorMessages } from '../shared/app-error';
import type { CrmClient, CrmHealth, CrmModule, CrmRecord, RecordModule, SearchField } from './crm-client';

/**
 * Counts every call that reaches the CRM against a site-wide budget per hour (all instances
 * together, in the cache store; an hour lets a busy minute through); past it the call is not made:
 * 503 with the wait. Placed under the cache and the single flight, it counts only real CRM calls.
 */
export class BudgetedCrm implements CrmClient {
  constructor(
    private readonly crm: CrmClient,
    private readonly rateLimiter: RateLimiter,
    private readonly budget: { name: string; callsPerHour: number },
  ) {}

  async getRecord(module: RecordModule, id: string): Promise<CrmRecord | undefined> {
    await this.#spend();
    return this.crm.getRecord(module, id);
  }

  async searchRecords(module: CrmModule, field: SearchField, value: string): Promise<CrmRecord[]> {
    await this.#spend();
    return this.crm.searchRecords(module, field, value);
  }

  health(): CrmHealth {
    return this.crm.health();
  }

  async #spend(): Promise<void> {
    await this.rateLimiter.hit({
      name: this.budget.name,
      subject: 'everyone',
      limit: this.budget.callsPerHour,
      windowSeconds: 60 * 60,
      refusal: { status: 503, message: errorMessages.crmBusy },
    });
  }
}
