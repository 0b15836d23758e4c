// A full garbage collection on demand, for memory tests and benchmarks,
// without starting Node with --expose-gc.
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** Collects garbage until WeakRefs whose targets are unreachable have been cleared. */
export async function forceGc(): Promise<void> {
  // WeakRef targets stay alive until the current job ends: collect across turns.
  for (let round = 0; round < 3; round++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
}
