// Errors raised by the network layer, classified so callers know whether a
// retry can help.
export type GraphQLErrorShape = { message: string; extensions?: { code?: string } };

/** The server answered with errors and no data. */
export class GraphQLResponseError extends Error {
  readonly errors: GraphQLErrorShape[];
  /** When the request was sent (`performance.now()`), if known. */
  readonly sentAt: number | undefined;
  constructor(errors: GraphQLErrorShape[], sentAt?: number) {
    super(errors[0]?.message ?? 'GraphQL error');
    this.name = 'GraphQLResponseError';
    this.errors = errors;
    this.sentAt = sentAt;
  }
  get code(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
}

/** The server answered with an HTTP error status. */
export class HttpError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`The server answered ${status}`);
    this.name = 'HttpError';
    this.status = status;
  }
}

/** The request never got an answer: the connection dropped, the device is offline. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The request did not reach the server', { cause });
    this.name = 'NetworkError';
  }
}

/** Network failures, timeouts and server errors may pass; a refusal will not. */
export function isTransient(error: unknown): boolean {
  if (error instanceof GraphQLResponseError) return false;
  if (error instanceof HttpError) return error.status >= 500 || error.status === 429;
  return true;
}
