// Islands: the interactive parts of a page that an island page (the home
// page, a post: `islands` on their routes in client/router.tsx) hydrates on
// its own, with React and the parts' code only (client/islands.tsx), where
// every other page loads the whole app. An island is a component of plain,
// serializable props (no Relay, no router: links through pageNav.tsx). The
// same component renders in the full app and on the server, inside a marker
// element that changes nothing of the layout (display: contents). A server
// render of an island page also numbers each marker and collects its props,
// which the page embeds as JSON (ISLAND_PROPS_ELEMENT_ID) for the browser.
import { type ComponentType, createContext, useContext } from 'react';

/** The marker's attribute: the island's name (its module's, for the server's modulepreload). */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The marker's index into the embedded props (on an island page only). */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** Id of the script element holding the islands' props, as a JSON array. */
export const ISLAND_PROPS_ELEMENT_ID = '__ISLANDS__';

/** A server render of an island page: keeps an island's props and returns their index. */
export type IslandCollector = (name: string, props: unknown) => number;
export const IslandCollection = createContext<IslandCollector | null>(null);

/**
 * The component as an island named `name` (the file name of its module,
 * registered in client/islands.tsx): rendered inside its marker.
 */
export function island<P extends object>(name: string, Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    const collect = useContext(IslandCollection);
    const index = collect ? collect(name, props) : undefined;
    return (
      <div {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: index }} className="contents">
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
