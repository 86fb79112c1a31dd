/** The one source of "now" on the server; tests replace it to run rules at chosen instants. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved; for tests. */
export class FixedClock implements Clock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current);
  }
  set(instant: Date | string): void {
    this.current = new Date(instant);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * The real clock shifted by an offset that browser journeys may move (test hooks only), so a
 * journey can act "the next day" while time keeps running.
 */
export class ShiftedClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  /** From now on, "now" reads as this instant plus the real time passed since. */
  moveTo(instant: Date | string): void {
    this.offsetMs = new Date(instant).getTime() - Date.now();
  }
}
