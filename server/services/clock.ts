// Where the time comes from: the system clock, or a test's clock that it moves.
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
