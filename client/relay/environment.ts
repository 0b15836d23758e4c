// The Relay environment: one per browser tab, or one per request on the
// server. Queries go over fetch; subscriptions over graphql-ws, loaded only
// when a screen first subscribes so public pages never download it.
import {
  Environment,
  type FetchFunction,
  type GraphQLResponse,
  Network,
  Observable,
  RecordSource,
  type RequestParameters,
  Store,
  type SubscribeFunction,
  type Variables,
} from 'relay-runtime';
import type { RecordMap } from 'relay-runtime/store/RelayStoreTypes';
import { CSRF_HEADER } from '../../domain/shared/constants';
import { importOrNewBuild } from '../routing/newBuild';
import { type GraphQLErrorShape, GraphQLResponseError, HttpError, NetworkError } from './errors';
import { answered, IDEMPOTENCY_HEADER, idempotencyKey } from './idempotency';
import { reportUploadProgress } from './uploadProgress';

// A session that has ended: every response is looked at for an error coded
// UNAUTHENTICATED (the session expired, was signed out in another tab, or was
// revoked), and the back-office is told, so the admin can sign in again over
// the screen they are on instead of losing what they typed. Public pages
// never listen.

/** Told when the request that was refused was sent (`performance.now()`). */
type Listener = (sentAt: number) => void;
const listeners = new Set<Listener>();

/** Calls `listener` each time a response says the session has ended; returns the unsubscribe. */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Looks at a response's errors and tells the listeners when one says the session has ended. */
function noticeSessionEnded(errors: readonly GraphQLErrorShape[] | undefined, sentAt: number): void {
  if (!errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) return;
  for (const listener of listeners) listener(sentAt);
}

let mutationsAnswered = 0;

/**
 * How many mutations the server has answered in this tab: a screen whose
 * data was read before the last one may be out of date (AppRoutes reads it
 * again when the admin goes Back to it).
 */
export const answeredMutations = () => mutationsAnswered;

export const GRAPHQL_PATH = '/graphql';
/** Id of the script element holding the records a server render embedded. */
export const RELAY_DATA_ELEMENT_ID = '__RELAY_DATA__';

// Operations are persisted by the Relay compiler: only their id is sent.
const body = (operation: RequestParameters, variables: Variables) =>
  JSON.stringify({
    operationName: operation.name,
    variables,
    ...(operation.id
      ? { extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } } }
      : { query: operation.text }),
  });

type Uploadables = Readonly<Record<string, File | Blob>>;

/**
 * A mutation with files (Relay's `uploadables`), as a GraphQL multipart
 * request: each uploadable replaces the variable at its key's path (dots,
 * e.g. `input.file`). Sent with XMLHttpRequest, the one browser API that
 * reports upload progress (see uploadProgress.ts).
 */
const sendMultipart = (operation: RequestParameters, variables: Variables, uploadables: Uploadables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const form = new FormData();
    const paths = Object.keys(uploadables);
    form.set('operations', body(operation, variables));
    form.set('map', JSON.stringify(Object.fromEntries(paths.map((key, i) => [i, [`variables.${key}`]]))));
    paths.forEach((key, i) => {
      form.set(String(i), uploadables[key]!);
    });
    const files = Object.values(uploadables);
    const sentAt = performance.now();
    const request = new XMLHttpRequest();
    const sent = `${form.get('operations')} ${JSON.stringify(files.map((file) => [file instanceof File ? file.name : '', file.size, file.type]))}`;
    request.open('POST', GRAPHQL_PATH);
    request.setRequestHeader('accept', 'application/graphql-response+json, application/json');
    request.setRequestHeader(CSRF_HEADER, '1');
    if (operation.operationKind === 'mutation')
      request.setRequestHeader(IDEMPOTENCY_HEADER, idempotencyKey(sent));
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) reportUploadProgress(files, event.loaded / event.total);
    };
    request.onload = () => {
      let json: { data?: unknown; errors?: { message: string }[] } | null = null;
      try {
        json = JSON.parse(request.responseText);
      } catch {
        json = null;
      }
      if (!json) return sink.error(new HttpError(request.status));
      answered(sent, json.errors as GraphQLErrorShape[] | undefined);
      mutationsAnswered++;
      noticeSessionEnded(json.errors as GraphQLErrorShape[] | undefined, sentAt);
      if (json.errors?.length && !json.data)
        return sink.error(new GraphQLResponseError(json.errors as GraphQLErrorShape[], sentAt));
      reportUploadProgress(files, 1);
      sink.next(json as GraphQLResponse);
      sink.complete();
    };
    request.onerror = () => sink.error(new HttpError(request.status || 0));
    request.send(form);
    return () => request.abort();
  });

export const fetchGraphQL: FetchFunction = (operation, variables, _cacheConfig, uploadables) =>
  uploadables ? sendMultipart(operation, variables, uploadables) : fetchJson(operation, variables);

const fetchJson = (operation: RequestParameters, variables: Variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const controller = new AbortController();
    const sentAt = performance.now();
    const sent = body(operation, variables);
    const mutation = operation.operationKind === 'mutation';
    fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        [CSRF_HEADER]: '1',
        ...(mutation ? { [IDEMPOTENCY_HEADER]: idempotencyKey(sent) } : {}),
      },
      body: sent,
      credentials: 'same-origin',
      signal: controller.signal,
    })
      .catch((error: unknown) => {
        throw new NetworkError(error);
      })
      .then(async (response) => {
        const json = await response.json().catch(() => null);
        if (!json) throw new HttpError(response.status);
        if (mutation) {
          answered(sent, json.errors);
          mutationsAnswered++;
        }
        noticeSessionEnded(json.errors, sentAt);
        if (json.errors?.length && !json.data) throw new GraphQLResponseError(json.errors, sentAt);
        sink.next(json);
        sink.complete();
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) sink.error(error as Error);
      });
    return () => controller.abort();
  });

type WsClient = import('graphql-ws').Client;
let wsClient: Promise<WsClient> | undefined;
const loadSocket = importOrNewBuild(() => import('./socket'));

/**
 * After a sign-in or sign-out, the next subscription opens a new socket: the
 * server knows a socket's user by the cookie it was opened with, so one kept
 * open across a new sign-in would still act for the session that ended. The
 * old socket finishes what runs on it and closes when idle.
 */
export function renewSubscriptionSocket(): void {
  wsClient = undefined;
}

const subscribeGraphQL: SubscribeFunction = (operation, variables) =>
  Observable.create((sink) => {
    let dispose: (() => void) | undefined;
    let cancelled = false;
    const sentAt = performance.now();
    wsClient ??= loadSocket().then(({ createSocketClient }) =>
      createSocketClient(new URL(GRAPHQL_PATH, window.location.href).href.replace(/^http/, 'ws')),
    );
    const connecting = wsClient;
    connecting.then(
      (client) => {
        if (cancelled) return;
        dispose = client.subscribe(
          {
            query: operation.text ?? '',
            operationName: operation.name,
            variables,
            ...(operation.id
              ? { extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } } }
              : {}),
          },
          {
            next: (value) => {
              noticeSessionEnded(value.errors as GraphQLErrorShape[] | undefined, sentAt);
              sink.next(value as never);
            },
            error: (error) => {
              // An operation the server refused before it started: its GraphQL errors.
              if (Array.isArray(error)) noticeSessionEnded(error, sentAt);
              sink.error(error instanceof Error ? error : new Error(String(error)));
            },
            complete: () => sink.complete(),
          },
        );
      },
      (error: unknown) => {
        // The socket's code did not load (offline): the next subscription tries again.
        if (wsClient === connecting) wsClient = undefined;
        sink.error(error as Error);
      },
    );
    return () => {
      cancelled = true;
      dispose?.();
    };
  });

/**
 * `isServer` for the environment of one server render: Relay then schedules
 * no five-minute retention of the queries a render suspended on, which would
 * keep every rendered page's records (and the environment) in memory.
 */
export function createRelayEnvironment(
  options: { fetch?: FetchFunction; records?: RecordMap; isServer?: boolean } = {},
): Environment {
  return new Environment({
    network: Network.create(options.fetch ?? fetchGraphQL, options.fetch ? undefined : subscribeGraphQL),
    store: new Store(new RecordSource(options.records)),
    isServer: options.isServer ?? false,
  });
}

let clientEnvironment: Environment | undefined;

/** The browser's environment, starting from the records a server render embedded, if any. */
export function getClientEnvironment(): Environment {
  if (!clientEnvironment) {
    const embedded = document.getElementById(RELAY_DATA_ELEMENT_ID)?.textContent;
    clientEnvironment = createRelayEnvironment({ records: embedded ? JSON.parse(embedded) : undefined });
  }
  return clientEnvironment;
}
