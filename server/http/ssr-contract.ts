// What the server and the client's server renderer (client/entry-server.tsx,
// built with `vite build --ssr`) agree on. Types only: this is the one file
// client code may import from server/ (tests/unit/layering.test.ts).
import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';

export type ExecuteOperation = (
  operation: RequestParameters,
  variables: Variables,
) => Promise<GraphQLResponse>;

export type RenderRequest = {
  /** Path and query string of the page. */
  url: string;
  /** The site's public origin, for canonical URLs. */
  origin: string;
  /** The company's inbox, shown where a page's form needs JavaScript (EmbeddedSiteInfo). */
  contactEmail?: string;
  /** The contact form as a POST /contact left it (values kept, messages to show). */
  contactForm?: ContactFormState;
  /** The key /contact's plain form is rendered with (SUBMISSION_KEY_FIELD): new for each render. */
  contactFormKey?: string;
  execute: ExecuteOperation;
  /**
   * The server can send island pages (the build has client/islands.tsx): an
   * address whose route is marked `islands` renders as one.
   */
  islands?: boolean;
  /** Give up (and let the browser render) after this long. */
  timeoutMs?: number;
};

export type RenderResult = {
  status: number;
  /** Where a redirect (status 301) leads: a path of this site. */
  location?: string;
  /** The title, meta and link tags the page rendered, for <head>. */
  head: string;
  /** The markup of #root. */
  html: string;
  /** Relay records, as JSON. */
  records: string;
  /** The module ids of the screens the page rendered (their code is preloaded). */
  screens?: string[];
  /**
   * An island page (client/islands.tsx hydrates it, not the app): the names
   * of its islands (their code is preloaded) and their props, as a JSON array.
   */
  islands?: { names: string[]; props: string };
};

/** What a rendered page embeds about the site for the browser (client/ssr/SiteContext.tsx). */
export type EmbeddedSiteInfo = {
  /** Public origin, e.g. https://meridianlab.example (no trailing slash). */
  origin: string;
  /** The company's inbox, for a visitor to write to when a form cannot be used. */
  contactEmail?: string;
  /** The contact form a POST /contact sent back (JavaScript off): its values and messages. */
  contactForm?: ContactFormState;
  /** The key /contact's plain form was rendered with, the same when the browser hydrates it. */
  contactFormKey?: string;
};

/** What /contact's plain form shows again after a refused POST: what was typed, and why not. */
export type ContactFormState = {
  values: Record<string, string>;
  /** Messages by field name. */
  errors: Record<string, string>;
  /** A message about the whole form (the rate limit). */
  failure?: string;
};

/** What the built entry-server module exports. */
export type RenderModule = {
  render(request: RenderRequest): Promise<RenderResult>;
  /** 404 for an admin path no admin screen answers, else 200 (admin pages are not server-rendered). */
  adminPageStatus?(pathname: string): Promise<number>;
};

/**
 * What the inline script in a server-rendered page's <head> leaves on
 * `window.__earlyEscape` (server/http/earlyEscape.ts) for the browser entry.
 */
export type EarlyEscape = {
  /** Stops taking Escape: the app does from here on. */
  stop(): void;
};
