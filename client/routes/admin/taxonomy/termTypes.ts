// The shapes the terms screen and its dialogs share.
import type { Failure } from '../shared/results';

export type TermExtraField = 'description' | 'bio' | 'avatarUrl';
export type Term = {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly usageCount: number;
} & Partial<Record<TermExtraField, string | null>>;
export type TermValues = { name: string; slug: string } & Partial<Record<TermExtraField, string>>;
/** What deleting a used term does to its posts or courses (server/modules/taxonomy/terms.ts). */
export type DeletePolicy = 'reassign-required' | 'reassign-or-clear' | 'unlink';

export type TermsManagerProps = {
  title: string;
  lead: string;
  /** 'author', 'category', 'course tag'... */
  label: string;
  usageNoun: 'post' | 'course';
  fields: readonly TermExtraField[];
  deletePolicy: DeletePolicy;
  terms: readonly Term[];
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
  saving: boolean;
  deleting: boolean;
  /** Resolves to null when saved. */
  onSave: (id: string | null, values: TermValues) => Promise<Failure | null>;
  onDelete: (id: string, reassignTo: string | null) => Promise<Failure | null>;
};
