// Try again for code that could not be loaded (a public dialog, a screen):
// the button is busy (keeping the focus) while it loads, and each failure
// again is counted, so the message saying so is a new element, announced anew.
import { useState } from 'react';

export function useRetry(onRetry: () => Promise<unknown>) {
  const [retrying, setRetrying] = useState(false);
  /** How many tries failed too: 0 until one does; the key of the message that says so. */
  const [failedAgain, setFailedAgain] = useState(0);
  const retry = () => {
    setRetrying(true);
    onRetry().catch(() => {
      setRetrying(false);
      setFailedAgain((count) => count + 1);
    });
  };
  return { retrying, failedAgain, retry };
}
