// A local HTTP server speaking the part of Meilisearch's REST API that the
// adapter uses (settings, add or replace documents, delete a document,
// multi-search with the published_at filter), so the real client is tested
// over real HTTP. Its matching is simple on purpose: every query word must
// prefix a word of a searchable attribute; hits are ranked by how many
// attributes match, title first.
import http from 'node:http';

type Doc = Record<string, unknown> & { objectID: string };
type Query = { indexUid: string; q: string; limit?: number; filter?: string; showRankingScore?: boolean };

export type FakeMeilisearch = {
  url: string;
  apiKey: string;
  indexes: Map<string, Map<string, Doc>>;
  settings: Map<string, unknown>;
  requests: string[];
  /** Makes every request answer 500 (an outage). */
  failing: boolean;
  close(): Promise<void>;
};

const words = (value: unknown): string[] =>
  (Array.isArray(value) ? value.join(' ') : String(value ?? '')).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function passesFilter(doc: Doc, filter?: string): boolean {
  if (!filter) return true;
  const match = /^published_at IS NULL OR published_at <= (\d+)$/.exec(filter);
  if (!match) throw new Error(`Unsupported filter ${filter}`);
  const value = doc.published_at as number | null;
  return value === null || value <= Number(match[1]);
}

function score(doc: Doc, terms: string[]): number {
  const attributes = ['title', 'excerpt', 'tags', 'category', 'author', 'content'];
  let total = 0;
  for (const [rank, attribute] of attributes.entries()) {
    const docWords = words(doc[attribute]);
    if (terms.every((term) => docWords.some((word) => word.startsWith(term))))
      total += attributes.length - rank;
  }
  return total;
}

export async function startFakeMeilisearch(apiKey = 'test-master-key'): Promise<FakeMeilisearch> {
  const indexes = new Map<string, Map<string, Doc>>();
  const settings = new Map<string, unknown>();
  const requests: string[] = [];
  let taskUid = 0;
  const state = { failing: false };
  const index = (uid: string) => {
    if (!indexes.has(uid)) indexes.set(uid, new Map());
    return indexes.get(uid)!;
  };

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(`${req.method} ${url.pathname}`);
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return send(401, {
        message: 'The Authorization header is missing.',
        code: 'missing_authorization_header',
      });
    }
    if (state.failing) return send(500, { message: 'internal', code: 'internal', type: 'internal' });
    const task = (indexUid: string, type: string) =>
      send(202, {
        taskUid: ++taskUid,
        indexUid,
        status: 'enqueued',
        type,
        enqueuedAt: new Date().toISOString(),
      });

    const route = (method: string, pattern: RegExp) =>
      req.method === method ? pattern.exec(url.pathname) : null;
    const settingsRoute = route('PATCH', /^\/indexes\/([^/]+)\/settings$/);
    if (settingsRoute) {
      settings.set(settingsRoute[1]!, body);
      return task(settingsRoute[1]!, 'settingsUpdate');
    }
    const addRoute = route('POST', /^\/indexes\/([^/]+)\/documents$/);
    if (addRoute) {
      const key = url.searchParams.get('primaryKey') ?? 'objectID';
      for (const doc of body as Doc[]) index(addRoute[1]!).set(String(doc[key]), doc);
      return task(addRoute[1]!, 'documentAdditionOrUpdate');
    }
    const deleteRoute = route('DELETE', /^\/indexes\/([^/]+)\/documents\/([^/]+)$/);
    if (deleteRoute) {
      index(deleteRoute[1]!).delete(decodeURIComponent(deleteRoute[2]!));
      return task(deleteRoute[1]!, 'documentDeletion');
    }
    if (req.method === 'POST' && url.pathname === '/multi-search') {
      const results = (body.queries as Query[]).map((query) => {
        const terms = words(query.q);
        const hits = [...index(query.indexUid).values()]
          .filter((doc) => passesFilter(doc, query.filter))
          .map((doc) => ({ doc, score: score(doc, terms) }))
          .filter((hit) => hit.score > 0)
          .sort((a, b) => b.score - a.score)
          .slice(0, query.limit ?? 20)
          .map(({ doc, score: value }) => ({
            objectID: doc.objectID,
            ...(query.showRankingScore ? { _rankingScore: value / 21 } : {}),
          }));
        return {
          indexUid: query.indexUid,
          hits,
          query: query.q,
          processingTimeMs: 0,
          limit: query.limit,
          offset: 0,
          estimatedTotalHits: hits.length,
        };
      });
      return send(200, { results });
    }
    return send(404, { message: `No route ${req.method} ${url.pathname}`, code: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    indexes,
    settings,
    requests,
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
