// The public call-to-action block: a random active CTA (optionally of one
// type), hidden when there is none. The visitor-conversion issue implements
// it; until then it renders nothing.
import type { CtaType } from '../../../domain/constants';

export function CtaBlock(_props: { type?: CtaType | null; className?: string }) {
  return null;
}
