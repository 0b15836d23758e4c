// The system clock's timers: called once their time is reached, never once cancelled.
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../server/services/clock';

describe('systemClock.at', () => {
  it('calls back for a time already passed', async () => {
    const called = await new Promise<boolean>((resolve) => systemClock.at(new Date(0), () => resolve(true)));
    expect(called).toBe(true);
  });

  it('calls back no earlier than the time, and not at all once cancelled', async () => {
    const calls: string[] = [];
    const time = new Date(Date.now() + 5);
    const cancel = systemClock.at(time, () => calls.push('cancelled'));
    cancel();
    const reachedAt = await new Promise<number>((resolve) =>
      systemClock.at(new Date(time.getTime() + 1), () => {
        calls.push('kept');
        resolve(Date.now());
      }),
    );
    expect(reachedAt).toBeGreaterThan(time.getTime());
    expect(calls).toEqual(['kept']);
  });
});
