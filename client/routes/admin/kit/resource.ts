// An admin resource declared once: where it lives (route and navigation
// entry), what its list shows (title, columns, filters, empty and count
// texts, row actions) and how a row is deleted (confirmation and notices).
// The screen keeps only its Relay documents and hands the data to the kit.
import type { ReactNode } from 'react';
import type { RouteEntryPoint } from '../../../routing/entryPoints';
import type { FilterSpec } from './filters';

export const NAV_SECTIONS = ['Overview', 'Blog', 'Courses', 'Media', 'Marketing', 'CRM', 'Settings'] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

/** A column of the list: a table cell on a wide screen, a labelled line of a card on a phone. */
export type Column<Node, Context = undefined> = {
  header: string;
  cell: (node: Node, context: Context, index: number) => ReactNode;
  /** The row's name: first on a card, without a label. */
  primary?: boolean;
  /** A count: its header and cells right-aligned, figures of equal width. */
  numeric?: boolean;
  className?: string;
};

/** An action on one row: a link, or something the screen does. */
/** What a list says once an item is deleted, from the list or from its editor (ResourceListScreen). */
export const deletedText = (label: string) => `“${label}” was deleted.`;
/** What a list says once its editor's Save went back to it (ResourceListScreen). */
export const savedText = (label: string) => `“${label}” was saved.`;

export type RowAction<Node, Context = undefined> = {
  label: string;
  /** What follows the label for screen readers (default: the row's label). */
  name?: (rowLabel: string) => string;
  href?: (node: Node) => string;
  /** Awaited when it returns a promise: focus stays near its row, or moves on from it if it went. */
  run?: (node: Node, context: Context) => unknown;
  /** Shown only for some rows. */
  when?: (node: Node) => boolean;
  /** Shown but not usable for some rows. */
  disabled?: (node: Node, context: Context) => boolean;
  /** Under way (the screen's mutation): it does nothing more until it ends, and keeps focus. */
  busy?: (node: Node, context: Context) => boolean;
};

export type ResourceDeclaration<Node extends { id: string } = { id: string }, Context = undefined> = {
  /** The URL under /admin, e.g. 'posts' or 'crm/contacts' (none for a list inside a screen). */
  path?: string;
  nav?: { section: NavSection; label: string; end?: boolean };
  title?: string;
  lead?: string;
  /** One row, as counts name it ('post'). */
  noun?: string;
  /**
   * A button to `${path}/new`: true names it 'New {noun}', like the heading
   * of the editor it opens; a string is its own label.
   */
  create?: boolean | string;
  /** What names a row in actions, notices and the confirmation. */
  label?: (node: Node, index: number) => string;
  columns?: readonly Column<Node, Context>[];
  filters?: readonly FilterSpec[];
  /** The landmark name of the filter bar (default: 'Filter', then the noun in the plural). */
  filterLabel?: string;
  /** The text of an empty list (filtered: some filter is set). */
  empty?: (filtered: boolean) => ReactNode;
  actions?: readonly RowAction<Node, Context>[];
  /** Rows are deleted behind this confirmation. */
  remove?: {
    /** Default: "Delete this <noun>?" and "Delete <noun>". */
    title?: string;
    confirmLabel?: string;
    body: (label: string) => ReactNode;
    /** The notice when the server refuses (its own message comes first unless `generic`). */
    failed: string;
    generic?: boolean;
  };
  /** How many rows 'Show more' asks for. */
  pageSize?: number;
};

/**
 * Declares a resource with a screen of its own and gives it its types. The
 * title is the navigation entry's label unless it says otherwise.
 */
export const defineResource = <Node extends { id: string }, Context = undefined>(
  declaration: ResourceDeclaration<Node, Context> & { path: string } & (
      | { title: string }
      | { nav: NonNullable<ResourceDeclaration['nav']> }
    ),
) => ({ ...declaration, title: declaration.title ?? declaration.nav?.label ?? '' });

/** Declares a list shown inside another screen (no route of its own). */
export const defineList = <Node extends { id: string }, Context = undefined>(
  declaration: ResourceDeclaration<Node, Context>,
) => declaration;

/** A resource in the registry: its declaration and the screens of its routes. */
export type RegisteredResource = {
  resource: { path: string; title: string; nav?: ResourceDeclaration['nav'] };
  /** The list (or only) screen at `path`. */
  screen: RouteEntryPoint;
  /** The editor at `path/new` and `path/:id`. */
  editor?: RouteEntryPoint;
  /** More routes below `path`, e.g. ':id/results'. */
  more?: readonly { path: string; screen: RouteEntryPoint }[];
};
