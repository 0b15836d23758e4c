// A lazily loaded module that Relay's EntryPoints can start loading while a
// page's queries are in flight, and read synchronously once it has arrived.
import type { JSResourceReference } from 'react-relay/hooks';

const resources = new Map<string, JSResourceReference<unknown>>();

export function JSResource<T>(moduleId: string, loader: () => Promise<T>): JSResourceReference<T> {
  const existing = resources.get(moduleId);
  if (existing) return existing as JSResourceReference<T>;
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  const resource: JSResourceReference<T> = {
    getModuleId: () => moduleId,
    getModuleIfRequired: () => module ?? null,
    load: () => {
      loading ??= loader().then(
        (loaded) => {
          module = loaded;
          return loaded;
        },
        (error: unknown) => {
          // Forget the failure so the next navigation tries again.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
  resources.set(moduleId, resource as JSResourceReference<unknown>);
  return resource;
}
