// The survey answer queue: answers wait in storage until the server has them,
// a newer answer to the same question replaces one still waiting, failures
// are retried with a growing delay (or at once when back online), refusals
// are dropped, and what a closed tab left behind is picked up, never what an
// open tab still holds.
import { describe, expect, it } from 'vitest';
import {
  createAnswerQueue,
  QUEUE_STORAGE_PREFIX,
  type QueueItem,
  type QueueLocks,
  type QueueStorage,
  retryDelayMs,
  type SendResult,
} from '../../../client/routes/surveys/take/answerQueue';

class MemoryStorage implements QueueStorage {
  readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

/**
 * The browser's Web Locks as the tabs of one browser share them: `tab()` is
 * one tab's navigator.locks, and `close()` ends that tab, freeing what it held.
 */
class SharedLocks {
  private readonly held = new Map<string, object>();
  private readonly waiting: { name: string; grant: () => void }[] = [];

  tab(): QueueLocks & { close(): void } {
    const owner = {};
    return {
      request: (name, callback) =>
        new Promise((resolve, reject) => {
          const grant = () => {
            this.held.set(name, owner);
            Promise.resolve()
              .then(() => callback({ name, mode: 'exclusive' }))
              .then(resolve, reject)
              .finally(() => this.release(name, owner));
          };
          if (this.held.has(name)) this.waiting.push({ name, grant });
          else grant();
        }),
      close: () => {
        for (const [name, holder] of this.held) if (holder === owner) this.release(name, owner);
      },
    };
  }

  private release(name: string, owner: object) {
    if (this.held.get(name) !== owner) return;
    this.held.delete(name);
    const next = this.waiting.findIndex((request) => request.name === name);
    if (next >= 0) this.waiting.splice(next, 1)[0]!.grant();
  }
}

/** A tab's queue on shared storage and locks, with its send and how to close the tab. */
function openTab(storage: QueueStorage, locks: SharedLocks, storageId: string) {
  const tab = locks.tab();
  const { calls, send } = controlledSend();
  const queue = createAnswerQueue({ send, storage, storageId, locks: tab, ...manualTimers() });
  return { queue, calls, close: tab.close };
}

/** A send whose answers the test decides, one call at a time. */
function controlledSend() {
  const calls: { item: QueueItem; answer: (result: SendResult) => void }[] = [];
  const send = (item: QueueItem) =>
    new Promise<SendResult>((resolve) => calls.push({ item, answer: resolve }));
  return { calls, send };
}

/** Timers the test fires by hand. */
function manualTimers() {
  const pending: { run: () => void; ms: number }[] = [];
  return {
    pending,
    setTimer: (run: () => void, ms: number) => {
      const timer = { run, ms };
      pending.push(timer);
      return timer;
    },
    clearTimer: (timer: never) => {
      const index = pending.indexOf(timer);
      if (index >= 0) pending.splice(index, 1);
    },
    fireAll() {
      for (const timer of pending.splice(0)) timer.run();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const item = (key: string, payload: unknown, respondentId = 'r1'): QueueItem => ({
  key,
  respondentId,
  payload,
});

describe('the answer queue', () => {
  it('sends one item at a time, in order, and forgets each once the server has it', async () => {
    const storage = new MemoryStorage();
    const { calls, send } = controlledSend();
    const queue = createAnswerQueue({ send, storage, storageId: 'tab' });
    queue.enqueue(item('r1|q1', 'a'));
    queue.enqueue(item('r1|q2', 'b'));
    expect(calls.map((call) => call.item.payload)).toEqual(['a']);
    expect(JSON.parse(storage.getItem(`${QUEUE_STORAGE_PREFIX}tab`)!)).toHaveLength(2);

    calls[0]!.answer('done');
    await flush();
    expect(calls.map((call) => call.item.payload)).toEqual(['a', 'b']);
    calls[1]!.answer('done');
    await flush();
    expect(queue.snapshot()).toEqual({ pending: 0, failing: false });
    expect(storage.getItem(`${QUEUE_STORAGE_PREFIX}tab`)).toBeNull();
  });

  it('replaces a waiting answer to the same question, but not the one on its way', async () => {
    const { calls, send } = controlledSend();
    const queue = createAnswerQueue({ send, storage: null, storageId: 'tab' });
    queue.enqueue(item('r1|q1', 'first'));
    queue.enqueue(item('r1|q2', 'other'));
    queue.enqueue(item('r1|q1', 'second'));
    queue.enqueue(item('r1|q1', 'third'));
    expect(queue.snapshot().pending).toBe(3);
    calls[0]!.answer('done');
    await flush();
    calls[1]!.answer('done');
    await flush();
    expect(calls.map((call) => call.item.payload)).toEqual(['first', 'other', 'third']);
  });

  it('retries after a failure with a growing delay, and at once when asked', async () => {
    const timers = manualTimers();
    const { calls, send } = controlledSend();
    const queue = createAnswerQueue({ send, storage: null, storageId: 'tab', ...timers });
    queue.enqueue(item('r1|q1', 'a'));
    calls[0]!.answer('retry');
    await flush();
    expect(queue.snapshot()).toEqual({ pending: 1, failing: true });
    expect(timers.pending.map((timer) => timer.ms)).toEqual([1000]);
    timers.fireAll();
    calls[1]!.answer('retry');
    await flush();
    expect(timers.pending.map((timer) => timer.ms)).toEqual([2000]);

    queue.retryNow();
    expect(timers.pending).toEqual([]);
    calls[2]!.answer('done');
    await flush();
    expect(calls).toHaveLength(3);
    expect(queue.snapshot()).toEqual({ pending: 0, failing: false });
    expect([1, 2, 3, 6, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });

  it('treats a send that throws as a failure to retry, and drops what the server refuses', async () => {
    const timers = manualTimers();
    let attempts = 0;
    const queue = createAnswerQueue({
      send: async (queued) => {
        attempts++;
        if (queued.payload === 'throws' && attempts === 1) throw new Error('offline');
        return queued.payload === 'refused' ? 'drop' : 'done';
      },
      storage: null,
      storageId: 'tab',
      ...timers,
    });
    queue.enqueue(item('r1|q1', 'throws'));
    queue.enqueue(item('r1|q2', 'refused'));
    await flush();
    expect(queue.snapshot()).toEqual({ pending: 2, failing: true });
    timers.fireAll();
    await flush();
    await flush();
    expect(queue.snapshot()).toEqual({ pending: 0, failing: false });
    expect(attempts).toBe(3);
  });

  it('picks up what earlier tabs stored, and forgets a submitted respondent', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      `${QUEUE_STORAGE_PREFIX}closed-tab`,
      JSON.stringify([item('old|q1', 'left behind', 'old')]),
    );
    storage.setItem(`${QUEUE_STORAGE_PREFIX}broken`, 'not json');
    storage.setItem('unrelated', 'kept');
    const { calls, send } = controlledSend();
    const queue = createAnswerQueue({ send, storage, storageId: 'tab' });
    expect(calls.map((call) => call.item.payload)).toEqual(['left behind']);
    expect(storage.getItem(`${QUEUE_STORAGE_PREFIX}closed-tab`)).toBeNull();
    expect(storage.getItem(`${QUEUE_STORAGE_PREFIX}broken`)).toBeNull();
    expect(storage.getItem('unrelated')).toBe('kept');

    queue.enqueue(item('new|q1', 'x', 'new'));
    queue.enqueue(item('new|q2', 'y', 'new'));
    queue.forget('new');
    expect(queue.snapshot().pending).toBe(1);
    calls[0]!.answer('done');
    await flush();
    expect(calls).toHaveLength(1);
  });

  it("leaves an open tab's items to it, and takes them once that tab is closed", async () => {
    const storage = new MemoryStorage();
    const locks = new SharedLocks();
    const first = openTab(storage, locks, 'first');
    first.queue.enqueue(item('a|start', 'first start', 'a'));
    first.queue.enqueue(item('a|q1', 'first answer', 'a'));
    first.calls[0]!.answer('retry');
    await flush();

    const other = openTab(storage, locks, 'other');
    other.queue.enqueue(item('b|start', 'other start', 'b'));
    await flush();
    other.calls[0]!.answer('done');
    await flush();
    expect(other.calls.map((call) => call.item.payload)).toEqual(['other start']);
    expect(other.queue.snapshot().pending).toBe(0);
    expect(JSON.parse(storage.getItem(`${QUEUE_STORAGE_PREFIX}first`)!)).toHaveLength(2);

    // The first tab is closed with its items still waiting: the other tab sends them, once.
    first.close();
    await flush();
    expect(other.calls.map((call) => call.item.payload)).toEqual(['other start', 'first start']);
    expect(storage.getItem(`${QUEUE_STORAGE_PREFIX}first`)).toBeNull();
    other.calls[1]!.answer('done');
    await flush();
    other.calls[2]!.answer('done');
    await flush();
    expect(other.calls.map((call) => call.item.payload)).toEqual([
      'other start',
      'first start',
      'first answer',
    ]);
    expect(other.queue.snapshot().pending).toBe(0);
    expect([...storage.map.keys()]).toEqual([]);
  });

  it('takes what a tab opened later left behind, once told of it and that tab is closed', async () => {
    const storage = new MemoryStorage();
    const locks = new SharedLocks();
    const other = openTab(storage, locks, 'other');
    const later = openTab(storage, locks, 'later');
    later.queue.enqueue(item('a|start', 'later start', 'a'));
    const key = `${QUEUE_STORAGE_PREFIX}later`;
    other.queue.noticeStored(key);
    other.queue.noticeStored(key);
    other.queue.noticeStored(`${QUEUE_STORAGE_PREFIX}other`);
    other.queue.noticeStored('unrelated');
    await flush();
    expect(other.calls).toEqual([]);

    later.close();
    await flush();
    expect(other.calls.map((call) => call.item.payload)).toEqual(['later start']);
    expect(storage.getItem(key)).toBeNull();
  });
});
