// The answers on their way to the server. Each is kept in browser storage
// until the server has it, sent one at a time, and retried with a growing
// delay (and at once when the browser is back online or the page comes back
// to the front: pageEvents.ts) after a network or
// server failure, so an answer given offline or during an outage is saved
// later rather than lost. A newer answer to the same question replaces one
// still waiting. The queue outlives the survey screen: answers keep going out
// after the visitor moves on. Each tab's queue has its own storage key, held
// as a Web Lock while the tab lives: a queue never takes another open tab's
// items (that tab still sends them), only those a closed tab left behind,
// once its lock is free (at once, or when that tab goes), so each is sent by
// one tab. A queue looks for them when it starts and whenever another tab
// stores a queue (`noticeStored`).

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
  /** Another tab stored its queue under `key` (any key may be told): taken once that tab is gone. */
  noticeStored(key: string): void;
  /** Tries the next item now instead of waiting for its retry (the browser came back online). */
  retryNow(): void;
  snapshot(): QueueSnapshot;
  subscribe(listener: (snapshot: QueueSnapshot) => void): () => void;
};

/** The part of the Web Storage API the queue uses (localStorage in the browser). */
export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/**
 * The part of the Web Locks API the queue uses (navigator.locks in the
 * browser): a request is granted once no other holds the name, and held until
 * the callback's promise settles or the page goes.
 */
export type QueueLocks = {
  request(name: string, callback: (lock: Lock | null) => unknown): Promise<unknown>;
};

export const QUEUE_STORAGE_PREFIX = 'meridian-lab:survey-answers:';
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

export const retryDelayMs = (failures: number) =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1));

export function createAnswerQueue({
  send,
  storage,
  storageId,
  locks = null,
  setTimer = setTimeout,
  clearTimer = clearTimeout,
}: {
  send: (item: QueueItem) => Promise<SendResult>;
  storage: QueueStorage | null;
  /** This queue's own storage key suffix (one per page). */
  storageId: string;
  /**
   * Tells open tabs from closed ones. Without it (a browser without Web
   * Locks) every stored queue is taken at once, as before: an open tab's
   * answers may then be sent twice (the server keeps the newest), never lost.
   */
  locks?: QueueLocks | null;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: never) => void;
}): AnswerQueue {
  const ownKey = `${QUEUE_STORAGE_PREFIX}${storageId}`;
  let items: QueueItem[] = [];
  let inFlight: QueueItem | null = null;
  let failures = 0;
  let retryTimer: unknown = null;
  const listeners = new Set<(snapshot: QueueSnapshot) => void>();

  const snapshot = (): QueueSnapshot => ({ pending: items.length, failing: failures > 0 });
  /**
   * Whether this page holds its key's lock: only then are its items stored,
   * so that a tab that learns of the key asks for the lock after it is held.
   */
  let holding = !locks;
  const store = () => {
    if (!holding) return;
    try {
      if (items.length > 0) storage?.setItem(ownKey, JSON.stringify(items));
      else storage?.removeItem(ownKey);
    } catch {
      // Storage full or disabled: the items still live in memory while the tab is open.
    }
  };
  const held = () => {
    holding = true;
    store();
  };
  // Held while this page lives (locks unusable here: stored all the same).
  locks
    ?.request(ownKey, () => {
      held();
      return new Promise(() => {});
    })
    .catch(held);
  const changed = () => {
    store();
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

  /** Takes the items a closed tab left under `key`, behind the one on its way, but not over this tab's own. */
  const adopt = (key: string) => {
    const found = readStoredItems(storage, key).filter(
      (stored) => !items.some((own) => own.key === stored.key),
    );
    const [first, ...rest] = items;
    items = first && first === inFlight ? [first, ...found, ...rest] : [...found, ...items];
    changed();
    try {
      storage?.removeItem(key);
    } catch {
      // Storage disabled meanwhile: whoever takes them next sends them again (the server keeps the newest).
    }
    void pump();
  };
  /** The other tabs' queues this one waits to take. */
  const awaited = new Set<string>();
  const awaitTab = (key: string) => {
    if (!locks || key === ownKey || !key.startsWith(QUEUE_STORAGE_PREFIX) || awaited.has(key)) return;
    awaited.add(key);
    // Granted once the tab that stored them is gone; another tab may have taken them by then.
    locks
      .request(key, () => {
        awaited.delete(key);
        adopt(key);
      })
      .catch(() => awaited.delete(key));
  };
  for (const key of otherQueueKeys(storage, ownKey)) {
    if (locks) awaitTab(key);
    else adopt(key);
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
    noticeStored: awaitTab,
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

/** The storage keys of the other tabs' queues, open or closed. */
function otherQueueKeys(storage: QueueStorage | null, ownKey: string): string[] {
  if (!storage) return [];
  try {
    return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key?.startsWith(QUEUE_STORAGE_PREFIX) === true && key !== ownKey,
    );
  } catch {
    // Storage that cannot be read: nothing to take.
    return [];
  }
}

function readStoredItems(storage: QueueStorage | null, key: string): QueueItem[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isQueueItem) : [];
  } catch {
    return [];
  }
}

function isQueueItem(value: unknown): value is QueueItem {
  const item = value as QueueItem | null;
  return typeof item?.key === 'string' && typeof item.respondentId === 'string' && 'payload' in item;
}
