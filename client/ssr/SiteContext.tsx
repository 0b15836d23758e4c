// What a server render and the browser share about the page being rendered:
// the site's public origin (for canonical URLs, identical on both sides so
// hydration matches), the company's inbox (what a visitor is offered when a
// form cannot be loaded or needs JavaScript) and, on the server, where pages
// record the HTTP status they stand for (a not-found page answers 404).
import { createContext, type ReactNode, useContext } from 'react';
import type { EmbeddedSiteInfo } from '../../server/http/ssr-contract';

export type SiteInfo = EmbeddedSiteInfo & {
  /** Set during a server render; the HTTP status of the response (and where a redirect leads). */
  response?: { status: number; location?: string };
};

/** Id of the script element holding the SiteInfo a server render embedded. */
export const SITE_INFO_ELEMENT_ID = '__SITE__';

const SiteContext = createContext<SiteInfo>({ origin: '' });

export function SiteProvider({ value, children }: { value: SiteInfo; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteInfo {
  return useContext(SiteContext);
}

/** Marks the response of a server render with this status (no-op in the browser). */
export function useHttpStatus(status: number): void {
  const { response } = useContext(SiteContext);
  if (response) response.status = status;
}
