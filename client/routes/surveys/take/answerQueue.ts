// The answers on their way to the server. Each is kept in browser storage
// until the server has it, sent one at a time, and retried with a growing
// delay (and at once when the browser is back online or the page comes back
// to the front: pageEvents.ts) after a network or
// server failure, so an answer given offline or during an outage is saved
// later rather than lost. A newer answer to the same question replaces one
// still waiting. The queue outlives the survey screen: answers keep going out
// after the visitor moves on, and those a closed tab left behind are sent by
// the next queue that starts.

/** What one queued item needs the server to do. */
export type QueueItem = {
  /** Items with the same key replace each other while waiting (one per question, one start). */
  key: string;
  respondentId: string;
  payload: unknown;
};

/** done: stored (or a newer answer already was); retry: try again later; drop: the server refuses it for good. */
export type SendResult = 'done' | 'retry' | 'drop';

export type QueueSnapshot = {
  /** Items not yet confirmed by the server. */
  pending: number;
  /** The last attempt failed and a retry is scheduled. */
  failing: boolean;
};

export type AnswerQueue = {
  enqueue(item: QueueItem): void;
  /** Drops what is still waiting for a respondent (after their survey was submitted with every answer). */
  forget(respondentId: string): void;
  /** Tries the next item now instead of waiting for its retry (the browser came back online). */
  retryNow(): void;
  snapshot(): QueueSnapshot;
  subscribe(listener: (snapshot: QueueSnapshot) => void): () => void;
};

/** The part of the Web Storage API the queue uses (localStorage in the browser). */
export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export const QUEUE_STORAGE_PREFIX = 'meridian-lab:survey-answers:';
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

export const retryDelayMs = (failures: number) =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1));

export function createAnswerQueue({
  send,
  storage,
  storageId,
  setTimer = setTimeout,
  clearTimer = clearTimeout,
}: {
  send: (item: QueueItem) => Promise<SendResult>;
  storage: QueueStorage | null;
  /** This queue's own storage key suffix (one per tab). */
  storageId: string;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: never) => void;
}): AnswerQueue {
  const ownKey = `${QUEUE_STORAGE_PREFIX}${storageId}`;
  let items: QueueItem[] = adoptStoredItems(storage, ownKey);
  let inFlight: QueueItem | null = null;
  let failures = 0;
  let retryTimer: unknown = null;
  const listeners = new Set<(snapshot: QueueSnapshot) => void>();

  const snapshot = (): QueueSnapshot => ({ pending: items.length, failing: failures > 0 });
  const changed = () => {
    try {
      if (items.length > 0) storage?.setItem(ownKey, JSON.stringify(items));
      else storage?.removeItem(ownKey);
    } catch {
      // Storage full or disabled: the items still live in memory while the tab is open.
    }
    const current = snapshot();
    for (const listener of listeners) listener(current);
  };

  async function pump(): Promise<void> {
    if (inFlight || retryTimer !== null) return;
    const next = items[0];
    if (!next) return;
    inFlight = next;
    let result: SendResult;
    try {
      result = await send(next);
    } catch {
      result = 'retry';
    }
    inFlight = null;
    if (result === 'retry') {
      failures++;
      retryTimer = setTimer(() => {
        retryTimer = null;
        void pump();
      }, retryDelayMs(failures));
      changed();
      return;
    }
    failures = 0;
    items = items.filter((item) => item !== next);
    changed();
    void pump();
  }

  if (items.length > 0) {
    changed();
    void pump();
  }

  return {
    enqueue(item) {
      // The item being sent stays: it is already on its way, and the newer one follows it.
      items = [...items.filter((other) => other.key !== item.key || other === inFlight), item];
      changed();
      void pump();
    },
    forget(respondentId) {
      items = items.filter((item) => item.respondentId !== respondentId || item === inFlight);
      changed();
    },
    retryNow() {
      if (retryTimer === null) return;
      clearTimer(retryTimer as never);
      retryTimer = null;
      void pump();
    },
    snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Items stored by this tab earlier or left behind by closed tabs, moved under this queue's key. */
function adoptStoredItems(storage: QueueStorage | null, ownKey: string): QueueItem[] {
  if (!storage) return [];
  const adopted: QueueItem[] = [];
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key?.startsWith(QUEUE_STORAGE_PREFIX) === true,
    );
    for (const key of keys) {
      adopted.push(...readItems(storage.getItem(key)));
      if (key !== ownKey) storage.removeItem(key);
    }
  } catch {
    // Storage that cannot be read: start with what was read so far.
  }
  return adopted;
}

function readItems(json: string | null): QueueItem[] {
  try {
    const stored: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(stored) ? stored.filter(isQueueItem) : [];
  } catch {
    return [];
  }
}

function isQueueItem(value: unknown): value is QueueItem {
  const item = value as QueueItem | null;
  return typeof item?.key === 'string' && typeof item.respondentId === 'string' && 'payload' in item;
}
