// Stack traces of the built server point at the TypeScript sources, with the
// source map read when a trace is first formatted rather than at start.
// `node --enable-source-maps` parses the map of every module it loads, the
// packages' included, at start and keeps them, for traces formatted only when
// something goes wrong: an idle server on PostgreSQL measured 187-191 MB
// resident with it, 141-154 MB without (README, Footprint). Node's own
// SourceMap class does the lookup; a map is dropped a minute after its last
// use. Under tsx, or with --enable-source-maps, Node maps traces itself and
// this does nothing.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const KEEP_MS = 60_000;

/** The maps read so far, by generated file (null: it has none). */
const maps = new Map<string, SourceMap | null>();
let forget: NodeJS.Timeout | undefined;

/** The source map beside a generated file, by its file URL (read once, kept while traces are formatted). */
function mapOf(url: string): SourceMap | null {
  let map = maps.get(url);
  if (map === undefined) {
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${fileURLToPath(url)}.map`, 'utf8')));
    } catch {
      map = null;
    }
    maps.set(url, map);
  }
  return map;
}

/** One frame, its place in the bundle replaced by the place in the source. */
function mappedFrame(frame: NodeJS.CallSite): string {
  const text = frame.toString();
  const fileName = frame.getFileName();
  const line = frame.getLineNumber();
  const column = frame.getColumnNumber();
  // Only the app's own bundles have a map beside them; node: and packages stay as they are.
  if (!fileName || line === null || column === null || fileName.includes('/node_modules/')) return text;
  if (!fileName.startsWith('file:') && !fileName.startsWith('/')) return text;
  const url = fileName.startsWith('file:') ? fileName : pathToFileURL(fileName).href;
  const origin = mapOf(url)?.findOrigin(line, column);
  if (!origin || !('fileName' in origin)) return text;
  return text.replace(
    `${fileName}:${line}:${column}`,
    `${fileURLToPath(new URL(origin.fileName, url))}:${origin.lineNumber}:${origin.columnNumber}`,
  );
}

export function mapStackTracesOnDemand(): void {
  if (process.sourceMapsEnabled) return;
  Error.prepareStackTrace = (error, frames) => {
    const head = error instanceof Error ? Error.prototype.toString.call(error) : String(error);
    const trace = [head, ...frames.map((frame) => `    at ${mappedFrame(frame)}`)].join('\n');
    // The maps read for this trace are dropped once no trace has been formatted for a while.
    clearTimeout(forget);
    forget = setTimeout(() => maps.clear(), KEEP_MS).unref();
    return trace;
  };
}
