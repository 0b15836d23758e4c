// Where the time comes from: the system clock, or a test's clock that it moves.
export type Clock = {
  now(): Date;
  /**
   * Calls `callback` once, when this clock reaches `time` (soon, if it
   * already has); the returned function cancels it.
   */
  at(time: Date, callback: () => void): () => void;
};

/** setTimeout's longest delay (about 24.8 days); a later time is reached in steps. */
const LONGEST_DELAY_MS = 2 ** 31 - 1;

export const systemClock: Clock = {
  now: () => new Date(),
  at(time, callback) {
    let timer: NodeJS.Timeout;
    const arm = () => {
      const delay = time.getTime() - Date.now();
      if (delay <= 0) return callback();
      // Unreferenced: a pending time never keeps the process from ending.
      timer = setTimeout(arm, Math.min(delay, LONGEST_DELAY_MS)).unref();
    };
    timer = setTimeout(arm, 0).unref();
    return () => clearTimeout(timer);
  },
};
