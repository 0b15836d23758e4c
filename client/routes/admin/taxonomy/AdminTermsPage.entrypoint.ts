// One terms screen for the five kinds; each route starts its kind's list.
import type { TermKind } from '../../../../domain/taxonomy';
import AdminTermsPageQuery from '../../../__generated__/AdminTermsPageQuery$parameters';
import { queryEntryPoint } from '../kit/entryPoints';
import { termKindEnum } from './terms.resource';

export const termsEntryPoint = (kind: TermKind) =>
  queryEntryPoint(
    'AdminTermsPage',
    () => import('./AdminTermsPage'),
    'list',
    AdminTermsPageQuery,
    () => ({
      kind: termKindEnum(kind),
    }),
  );
