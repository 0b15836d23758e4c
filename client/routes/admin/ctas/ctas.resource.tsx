// Calls to action: the list at /admin/ctas (the active switch changes a CTA
// at once) and the editor at /admin/ctas/new and /admin/ctas/{id}.
import { Link } from 'react-router-dom';
import { CTA } from '../../../../domain/shared/messages';
import type { AdminCtasListPage_query$data } from '../../../__generated__/AdminCtasListPage_query.graphql';
import { CtaIcon, ctaAction, formatCtaType } from '../../../components/conversion/CtaBlock';
import { defineResource } from '../kit/resource';
import { rowIdOf } from '../shared/globalId';

type CtaRow = AdminCtasListPage_query$data['ctas']['edges'][number]['node'];

const opensLabel = (cta: { type: string; modalType?: string | null }) => {
  const action = ctaAction(cta);
  return action.kind === 'modal' ? `${action.modal} dialog` : action.to;
};

export const ctasResource = defineResource<CtaRow, { switchActive: (id: string, isActive: boolean) => void }>(
  {
    path: 'ctas',
    nav: { section: 'Marketing', label: 'Calls to action' },
    title: 'Calls to action',
    lead: 'The blocks under posts and pages. Visitors see a random active one.',
    noun: 'call to action',
    create: 'New CTA',
    label: (cta) => cta.header,
    pageSize: 50,
    empty: () => `No calls to action yet. ${CTA.noneActive}: the block stays hidden on the site.`,
    columns: [
      {
        header: 'Header',
        primary: true,
        className: '',
        cell: (cta) => (
          <Link
            to={`/admin/ctas/${rowIdOf(cta.id)}`}
            // As nameColumn's: on a phone, the card's title line is at least 24 px high to press.
            className="flex items-center gap-2 font-medium text-slate-900 hover:text-indigo-700 max-md:py-1"
          >
            <CtaIcon name={cta.icon} className="h-4 w-4 text-indigo-600" />
            {cta.header}
          </Link>
        ),
      },
      { header: 'Type', cell: (cta) => formatCtaType(cta.type) },
      { header: 'Button opens', cell: opensLabel },
      {
        header: 'Status',
        className: '',
        cell: (cta, { switchActive }) => (
          <button
            type="button"
            role="switch"
            aria-checked={cta.isActive}
            onClick={() => switchActive(cta.id, !cta.isActive)}
            // 28 px high: a thumb's target on a phone, where the switch is a card's only control but Delete.
            className={`inline-flex min-h-7 items-center whitespace-nowrap rounded-full px-3 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600 ${
              cta.isActive
                ? 'bg-green-100 text-green-900 hover:bg-green-200'
                : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
            }`}
          >
            <span className="sr-only">Show “{cta.header}” on the site: </span>
            {cta.isActive ? 'Active' : 'Inactive'}
          </button>
        ),
      },
    ],
    remove: {
      title: 'Delete this CTA?',
      confirmLabel: 'Delete CTA',
      body: (header) => (
        <p>
          “{header}” will be deleted for good. Posts that use its type show another active CTA of it, if any.
        </p>
      ),
      failed: CTA.deleteFailed,
      generic: true,
    },
  },
);
