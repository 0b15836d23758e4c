// An in-memory event target for the event bus that counts the listeners on
// some topics, so a test can see a stream let go of them.
import type { PubSubEventTarget } from 'graphql-yoga';
import type { EventTopics } from '../../server/services/events';

/** The in-memory event target, counting the listeners on the topics `counted` picks. */
export function countingTarget(counted: (type: string) => boolean) {
  const target = new EventTarget();
  let listeners = 0;
  let drained: (() => void)[] = [];
  const events: PubSubEventTarget<EventTopics> = {
    addEventListener(type, listener) {
      if (counted(type)) listeners++;
      target.addEventListener(type, listener as EventListener);
    },
    removeEventListener(type, listener) {
      if (counted(type) && --listeners === 0) {
        for (const resolve of drained) resolve();
        drained = [];
      }
      target.removeEventListener(type, listener as EventListener);
    },
    dispatchEvent: (event) => target.dispatchEvent(event),
  };
  return {
    events,
    get listeners() {
      return listeners;
    },
    /** Resolves once no listener is left. */
    drained: () =>
      listeners === 0 ? Promise.resolve() : new Promise<void>((resolve) => drained.push(resolve)),
  };
}
