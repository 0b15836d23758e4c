// Under an editor's tag checkboxes, when there are more tags than it lists
// (the first 100 by name): a field that finds another by typing (TermPicker)
// and adds it to the chosen ones. The field then starts anew, the keyboard
// still in it, for the next tag.
import { useState } from 'react';
import { CONTENT } from '../../../../domain/shared/content';
import { type Option, withChosen } from '../kit/fields';
import { type PickedTerm, TermPicker } from './TermPicker';

export function TagFinder({
  id,
  kind,
  onFind,
}: {
  id: string;
  kind: 'blogTag' | 'courseTag';
  onFind: (tag: PickedTerm) => void;
}) {
  const [finds, setFinds] = useState(0);
  return (
    <TermPicker
      key={finds}
      id={id}
      kind={kind}
      label={CONTENT.findTag}
      exclude=""
      value={null}
      onChange={(tag) => {
        if (!tag) return;
        onFind(tag);
        setFinds((count) => count + 1);
        requestAnimationFrame(() => document.getElementById(id)?.focus());
      }}
    />
  );
}

/**
 * The tags an editor offers: the ones it loaded, then the row's own and those
 * found by typing that are not among them. `find` adds a found tag to both
 * the offered and the chosen ones (through `choose`).
 */
export function useTagOptions(
  loaded: readonly Option[],
  own: readonly { id: string; name: string }[] | undefined,
  choose: (update: (tagIds: readonly string[]) => string[]) => void,
) {
  const [found, setFound] = useState<PickedTerm[]>([]);
  const options = withChosen(loaded, [...(own ?? []), ...found]);
  const find = (tag: PickedTerm) => {
    setFound((before) => [...before, tag]);
    choose((tagIds) => (tagIds.includes(tag.id) ? [...tagIds] : [...tagIds, tag.id]));
  };
  return { options, find };
}
