// The shapes the terms screen and its dialogs share.
import type { TermDeletePolicy, TermExtraField, TermKind } from '../../../../domain/taxonomy';
import type { Failure } from '../kit/mutationFailure';
import type { Pagination } from '../kit/ResourceList';

export type { TermExtraField };
export type Term = {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly usageCount: number;
  /** The version the list loaded; a save names it, so a newer one is not overwritten. */
  readonly version: number;
} & Partial<Record<TermExtraField, string | null>>;
/** A term as a field that picks one (TermPicker) knows it. */
export type PickedTerm = { readonly id: string; readonly name: string; readonly slug: string };
export type TermValues = { name: string; slug: string } & Partial<Record<TermExtraField, string>>;
export type DeletePolicy = TermDeletePolicy;

export type TermsManagerProps = {
  kind: TermKind;
  terms: readonly Term[];
  pagination: Pagination;
  saving: boolean;
  deleting: boolean;
  merging: boolean;
  /** Resolves to null when saved. */
  onSave: (term: Term | null, values: TermValues) => Promise<Failure | null>;
  onDelete: (id: string, reassignTo: string | null) => Promise<Failure | null>;
  /** Merges term `sourceId` into `targetId`; resolves to null when merged. */
  onMerge: (sourceId: string, targetId: string) => Promise<Failure | null>;
};
