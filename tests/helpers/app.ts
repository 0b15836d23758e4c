// The application over a fresh test database, with a helper that runs
// GraphQL operations through `yoga.fetch` (no port is opened).
import { CSRF_HEADER } from '../../domain/shared/constants';
import { createApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import type { ClientAssets } from '../../server/http/client';
import { type Clock, createServices, type Services } from '../../server/services';
import { createTestDatabase, type TestDatabase } from './db';
import { makeTempDir, removeTempDir } from './temp';

export type GqlResult<T = Record<string, unknown>> = {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string }; path?: (string | number)[] }[];
  /** Set-Cookie headers of the response. */
  cookies: string[];
};

export type GqlOptions = {
  cookie?: string;
  headers?: Record<string, string>;
  /** The caller's address, as the HTTP layer would pass it (rate limits count per address). */
  clientIp?: string;
};

/** A clock tests can move: moving it calls, at once, what was waiting for the times it passed. */
export class TestClock implements Clock {
  private timers = new Set<{ time: number; callback: () => void }>();
  constructor(private current = new Date('2026-11-21T12:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  at(time: Date, callback: () => void) {
    const timer = { time: time.getTime(), callback };
    this.timers.add(timer);
    this.fireDue();
    return () => {
      this.timers.delete(timer);
    };
  }
  /** How many `at` callbacks are waiting (neither called nor cancelled). */
  get pendingTimers() {
    return this.timers.size;
  }
  set(date: Date | string) {
    this.current = new Date(date);
    this.fireDue();
  }
  advance(ms: number) {
    this.set(new Date(this.current.getTime() + ms));
  }
  private fireDue() {
    const due = [...this.timers].filter((timer) => timer.time <= this.current.getTime());
    for (const timer of due.sort((a, b) => a.time - b.time)) {
      if (!this.timers.delete(timer)) continue;
      timer.callback();
    }
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    services?: Partial<Services>;
    client?: ClientAssets;
    db?: TestDatabase;
  } = {},
) {
  const db = options.db ?? (await createTestDatabase());
  // Media files in a folder of the test's own, removed when it is closed (or, never closed, after the run).
  const mediaDir = makeTempDir('test-media-');
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    MEDIA_DIR: mediaDir,
    ...options.env,
  });
  const services = await createServices(config, options.services);
  const { app, yoga, persisted, admit, log, clock, readiness, uploads } = createApp({
    prisma: db.prisma,
    config,
    services,
    client: options.client,
  });

  async function gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    { cookie, headers = {}, clientIp }: GqlOptions = {},
  ): Promise<GqlResult<T>> {
    const response = await yoga.fetch(
      'http://localhost/graphql',
      {
        method: 'POST',
        // As the web app sends them.
        headers: {
          'content-type': 'application/json',
          [CSRF_HEADER]: '1',
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        body: JSON.stringify({ query, variables }),
      },
      { clientIp },
    );
    const body = (await response.json()) as { data: T | null; errors?: GqlResult['errors'] };
    return {
      status: response.status,
      data: body.data,
      errors: body.errors,
      cookies: response.headers.getSetCookie(),
    };
  }

  return {
    db,
    prisma: db.prisma,
    config,
    services,
    app,
    yoga,
    persisted,
    admit,
    log,
    clock,
    readiness,
    uploads,
    gql,
    mediaDir,
    close: async () => {
      try {
        await services.redis?.close();
        await db.destroy();
      } finally {
        removeTempDir(mediaDir);
      }
    },
  };
}
