import type { Clock } from '../../src/shared/clock';

/** A clock that moves only when told to. */
export class ManualClock implements Clock {
  constructor(private time = Date.UTC(2025, 5, 1, 12, 0, 0)) {}

  now(): number {
    return this.time;
  }

  advanceSeconds(seconds: number): void {
    this.time += seconds * 1000;
  }
}
