// A component whose code loads when it is first rendered (a public dialog,
// the back-office), like React's lazy(), except that a failed load is not
// kept for good: once an error boundary has shown the failure, the next
// render (the boundary's Try again, the next navigation) loads the code
// anew. React's lazy() keeps the rejected promise, so a dialog that once
// failed offline would fail for the rest of the visit. A new build deployed
// since the page was opened loads the page in full instead (newBuild.ts).
import { type ComponentType, use } from 'react';
import { importOrNewBuild } from './newBuild';

type Module<P> = { default: ComponentType<P> };

/** Forgets a failed load, by the error it failed with. */
const failures = new WeakMap<object, () => void>();

/**
 * An error boundary has shown `error`: code whose load failed with it loads
 * anew when it is next rendered (ErrorBoundary calls this). Until then a
 * render throws the same error, rather than trying again and again.
 */
export function loadFailureShown(error: unknown): void {
  if (error instanceof Object) failures.get(error)?.();
}

export function lazyComponent<P extends object>(load: () => Promise<Module<P>>) {
  const loadCode = importOrNewBuild(load);
  let module: Module<P> | undefined;
  /** The load the next render uses: under way, done, or failed and not yet shown. */
  let loading: Promise<Module<P>> | undefined;
  let failed: Promise<Module<P>> | undefined;

  /** Loads the code now, anew after a failure; resolves once it is there. */
  const preload = (): Promise<Module<P>> => {
    if (loading && loading !== failed) return loading;
    const attempt = loadCode().then(
      (loaded) => {
        module = loaded;
        return loaded;
      },
      (error: unknown) => {
        failed = attempt;
        if (error instanceof Object)
          failures.set(error, () => {
            if (loading === attempt) loading = undefined;
          });
        throw error;
      },
    );
    loading = attempt;
    return attempt;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: made once per module at its top level, as with React's lazy().
  function Lazy(props: P) {
    const { default: Component } = module ?? use(loading ?? preload());
    return <Component {...props} />;
  }
  return Object.assign(Lazy, { preload });
}
