// The five kinds of term (blog authors, categories, tags; course categories
// and tags) as admin resources, from the descriptor in domain/taxonomy.ts:
// one screen serves them all.
import { TERMS, type TermKind } from '../../../../domain/taxonomy';
import type { AdminTermsPage_terms$data } from '../../../__generated__/AdminTermsPage_terms.graphql';
import { plural } from '../../../components/format';
import { defineResource } from '../kit/resource';

export type TermRow = AdminTermsPage_terms$data['adminTerms']['edges'][number]['node'];

export type TermActions = {
  edit: (term: TermRow) => void;
  merge: (term: TermRow) => void;
  remove: (term: TermRow) => void;
};

/** The GraphQL enum value of a kind: blogAuthor → BLOG_AUTHOR. */
export const termKindEnum = (kind: TermKind) =>
  kind.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();

/** Terms a page of a taxonomy screen shows (its fragment's count). */
export const TERMS_PAGE_SIZE = 100;

export const termResource = (kind: TermKind) => {
  const term = TERMS[kind];
  return defineResource<TermRow, TermActions>({
    path: term.adminPath.replace('/admin/', ''),
    nav: { section: term.noun === 'post' ? 'Blog' : 'Courses', label: term.title },
    title: term.title,
    lead: term.lead,
    noun: term.label,
    label: (row) => row.name,
    pageSize: TERMS_PAGE_SIZE,
    empty: () => `No ${term.title.toLowerCase()} yet.`,
    columns: [
      {
        header: 'Name',
        primary: true,
        className: '',
        cell: (row) => (
          <>
            <p className="font-medium text-slate-900">{row.name}</p>
            {row.description || row.bio ? (
              <p className="max-w-md truncate text-xs text-slate-500">{row.description ?? row.bio}</p>
            ) : null}
          </>
        ),
      },
      { header: 'Slug', cell: (row) => row.slug },
      { header: 'Used by', cell: (row) => plural(row.usageCount, term.noun) },
    ],
    actions: [
      { label: 'Edit', run: (row, { edit }) => edit(row) },
      {
        label: 'Merge into…',
        // Not "Merge into… LLMs", which says the opposite of what it does.
        name: (name) => `(${name} into another ${term.label})`,
        run: (row, { merge }) => merge(row),
      },
      { label: 'Delete', run: (row, { remove }) => remove(row) },
    ],
  });
};
