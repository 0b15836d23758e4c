// What a public component needs to know of the navigation, without React
// Router: the path shown, the page's key (a history entry's), and the link
// to render. The full app gives the router's (client/routing/RouterNav.tsx);
// an island page (client/islands.tsx), which loads no router, gives plain
// links, so that a link there is an ordinary page load. Components that are
// islands read links and the address only through this.
import { type ComponentProps, type ComponentType, createContext, useContext } from 'react';

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

/** A link as a page load: what an island page renders (and the server's HTML of every link is). */
function PlainLink({ to, ...props }: LinkProps) {
  return <a href={to} {...props} />;
}

export type PageNavigation = {
  pathname: string;
  /** The router's key of the page shown ('default' for the page a full load opened). */
  pageKey: string;
  Link: ComponentType<LinkProps>;
  /** The page is an island page: no Relay environment or router around its islands. */
  islands: boolean;
};

export const PageNav = createContext<PageNavigation>({
  pathname: '/',
  pageKey: 'default',
  Link: PlainLink,
  islands: false,
});

export const usePageNav = () => useContext(PageNav);

/** The navigation of an island page: the address as loaded, links that load pages. */
export const islandNavigation = (pathname: string): PageNavigation => ({
  pathname,
  pageKey: 'default',
  Link: PlainLink,
  islands: true,
});

/** A link to a page of the site: the router's in the full app, a plain one on an island page. */
export function AppLink(props: LinkProps) {
  const { Link } = usePageNav();
  return <Link {...props} />;
}
