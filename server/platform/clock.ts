/** Time is injected, never read from the machine inside rules, so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date | number = Date.now()) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }
  now() {
    return new Date(this.current);
  }
  set(to: Date | number) {
    this.current = typeof to === 'number' ? to : to.getTime();
  }
  advance(ms: number) {
    this.current += ms;
  }
}
