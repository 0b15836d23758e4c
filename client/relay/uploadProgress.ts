// Progress of files sent as GraphQL multipart uploads (Relay's
// `uploadables`): a screen registers a listener for a File before it commits
// the mutation, and the network layer reports the bytes sent.

type Listener = (fraction: number) => void;
const listeners = new WeakMap<Blob, Listener>();

/** Calls `listener` with 0..1 while `file` is sent; returns a function that stops listening. */
export function watchUploadProgress(file: Blob, listener: Listener): () => void {
  listeners.set(file, listener);
  return () => {
    if (listeners.get(file) === listener) listeners.delete(file);
  };
}

export function reportUploadProgress(files: readonly Blob[], fraction: number) {
  for (const file of files) listeners.get(file)?.(fraction);
}
