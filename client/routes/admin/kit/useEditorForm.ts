// The state of an editor: the values as edited, whether they differ from what
// was loaded (the unsaved-changes guard holds navigation while they do), the
// domain's validation before anything is sent, and the save: the server's
// field messages land on the fields, a version conflict or any other refusal
// in the failure alert; once saved the editor replaces its history entry with
// the list's. Saving in place (Ctrl+S) keeps the editor open instead: what was
// sent, as the server keeps it, becomes what "unsaved" is measured from (keys
// typed while it was on its way stay unsaved), and a row just created is
// opened at its own address, the focus where it was. Changes not saved yet
// are kept in the browser for the next time the editor opens (useEditorDraft),
// those typed while Save was on its way too: offered when the row opens again.
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useArrivalState } from '../../../routing/arrivalState';
import { useFailure } from '../auth/useFailure';
import { rowIdOf } from '../shared/globalId';
import { listAddress } from './listAddress';
import type { SaveOutcome } from './mutationFailure';
import type { SavedState } from './ResourceListScreen';
import {
  createdDraftKey,
  type DraftCarry,
  type EditorDraftOptions,
  type KeepTyped,
  useEditorDraft,
  withStored,
} from './useEditorDraft';
import { useFormValues } from './useFormValues';
import { useUnsavedChanges } from './useUnsavedChanges';

export type EditorFailure = { title: string; detail: string | null; hasFieldErrors: boolean };

export type EditorOptions<Values> = {
  initial: Values;
  /** The domain's rules: field messages by name (empty when valid). */
  validate?: (values: Values) => Record<string, string>;
  /** Sends the values; resolves to null when saved (or the row created), or the failure. */
  save: (values: Values) => Promise<SaveOutcome>;
  /** The spec's 'Failed to save …'. */
  failedMessage: string;
  /**
   * The list: where Save goes once saved (replacing the editor's history
   * entry); a row created in place is opened at `${done}/{id}`.
   */
  done?: string;
  /** Field ids are `<idPrefix>-<name>` (see field and control). */
  idPrefix?: string;
  /**
   * What leaving the fields fills or tidies (a slug from the title, an
   * excerpt from the content), applied before each save: Ctrl+S from a field
   * saves what leaving it would have, and a save sent again after a lost
   * answer is the same request (see client/relay/idempotency.ts).
   */
  settle?: (values: Values) => Values;
  /** What the list calls the saved item ("“…” was saved." when Save goes back to it). */
  savedLabel?: (values: Values) => string;
  /** After a failure (EditorFrame then focuses the first invalid field). */
  onFailed?: (fields: Record<string, string>) => void;
  /** Once saved, for an editor that stays open (set the new baseline, show a notice). */
  onSaved?: () => void;
  /** The row and version whose unsaved changes are kept in the browser until saved or discarded. */
  draft?: EditorDraftOptions;
  /**
   * The values as the server keeps them (trimmed, cleaned): after a save in
   * place the form shows them, in the fields not changed since it was sent.
   */
  stored?: (values: Values) => Values;
  /**
   * How keys typed while a save was on its way go over the values as saved
   * (withStored unless the editor has rows of its own to match).
   */
  keep?: KeepTyped<Values>;
};

/**
 * What an editor opened by a save in place finds in its location's state:
 * where the focus was, as the index of a control in its form (field ids made
 * by useId differ in the new editor), or an element's id.
 */
export type SavedInPlace = { savedInPlace: true; focus: number | string | null };

/** Where the focus is, as SavedInPlace keeps it. */
function focusNow(): SavedInPlace['focus'] {
  const active = document.activeElement as (HTMLElement & { form?: HTMLFormElement | null }) | null;
  const index = active?.form ? Array.prototype.indexOf.call(active.form.elements, active) : -1;
  return index >= 0 ? index : active?.id || null;
}

const savedInPlaceOf = (state: unknown): SavedInPlace | null =>
  (state as SavedInPlace | null)?.savedInPlace === true ? (state as SavedInPlace) : null;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export { withStored } from './useEditorDraft';

export function useEditorForm<Values extends object>(options: EditorOptions<Values>) {
  const { validate, save, failedMessage, done, idPrefix, onFailed, onSaved, stored, settle, savedLabel } =
    options;
  // After a save in place, what was sent is the baseline, until the editor
  // gives a new initial of its own (a post reloaded with its new version).
  const [savedAs, setSavedAs] = useState<{ values: Values; over: Values } | null>(null);
  const initial = savedAs && savedAs.over === options.initial ? savedAs.values : options.initial;
  const form = useFormValues(initial, idPrefix);
  const { values, setValues, setErrors, changed: dirty } = form;
  const [failure, setFailure] = useFailure<EditorFailure>();
  const [saving, setSaving] = useState(false);
  const arrival = useArrivalState<SavedInPlace>();
  // An editor opened by a save in place says "Saved" and gives the focus back (EditorFrame).
  const [openedBySave] = useState(() => savedInPlaceOf(arrival));
  /** "Saved" after a save in place, until the next save starts. */
  const [savedInPlace, setSavedInPlace] = useState(openedBySave !== null);
  /** The values of the save under way or last made (see `sentNow`). */
  const sent = useRef<Values | null>(null);
  const navigate = useNavigate();
  const keep = options.keep ?? withStored;
  const draft = useEditorDraft(options.draft, values, dirty, setValues, keep);
  const guard = useUnsavedChanges(dirty, draft.forget);

  const fail = (detail: string | null, fields: Record<string, string>) => {
    setErrors(fields);
    setFailure({
      title: failedMessage,
      detail: detail && detail !== failedMessage ? detail : null,
      hasFieldErrors: Object.keys(fields).length > 0,
    });
    onFailed?.(fields);
  };

  const run = async (inPlace: boolean) => {
    const values = settle?.(form.values) ?? form.values;
    if (values !== form.values) setValues(values);
    const local = validate?.(values) ?? {};
    if (Object.keys(local).length > 0) return fail(null, local);
    setFailure(null);
    setSavedInPlace(false);
    setSaving(true);
    // The baseline the save started from (each render's submit and saveInPlace see their own).
    const over = options.initial;
    sent.current = values;
    try {
      const outcome = await save(values);
      if (outcome && 'fields' in outcome) {
        sent.current = null;
        return fail(outcome.message || null, outcome.fields);
      }
      setErrors({});
      const created = outcome && 'createdId' in outcome ? outcome : null;
      // Only what was sent is saved: keys typed since are still kept, under a
      // row just created's own key (`kind:new` becomes `kind:<its id>`), put
      // back at once by the editor that opens there unless Save left for the
      // list; an existing row's, when Save leaves for the list, at the version
      // the save made, offered when the row is next opened.
      const leaves = done !== undefined && !inPlace;
      const carry: DraftCarry | undefined = !options.draft
        ? undefined
        : created
          ? { key: createdDraftKey(options.draft.key, created.createdId), resume: !leaves }
          : leaves
            ? {
                key: options.draft.key,
                resume: false,
                version: outcome && 'savedVersion' in outcome ? outcome.savedVersion : null,
              }
            : undefined;
      draft.forget(values, carry);
      guard.allowNavigation();
      onSaved?.();
      if (!done) return;
      if (!inPlace) {
        const label = savedLabel?.(stored?.(values) ?? values).trim();
        const state: SavedState | undefined = label ? { saved: label } : undefined;
        // Back to the list as it was left, unless the item is new: its filters may well hide it.
        navigate(created ? done : listAddress(done), { replace: true, state });
      } else if (created) {
        const state: SavedInPlace = { savedInPlace: true, focus: focusNow() };
        navigate(`${done}/${rowIdOf(created.createdId)}`, { replace: true, state });
      } else {
        const kept = stored?.(values) ?? values;
        setSavedAs({ values: kept, over });
        if (kept !== values) setValues((current) => keep(current, values, kept));
        setSavedInPlace(true);
      }
    } catch {
      sent.current = null;
      fail(null, {});
    } finally {
      setSaving(false);
    }
  };

  /** Save, then back to the list (the form's submit: the Save button, Enter). */
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    return run(false);
  };
  /** Save and keep editing (Ctrl+S); the same as submit for an editor without a list to go to. */
  const saveInPlace = () => run(true);
  /**
   * Whether `loaded` is what this editor's last save sent, as the server
   * keeps it (a store update it need not apply to the form). True once: a
   * later update with the same values (a revision restored) is someone else's.
   */
  const sentNow = useCallback(
    (loaded: Values) => {
      if (sent.current === null) return false;
      const values = (stored?.(sent.current) ?? sent.current) as Record<string, unknown>;
      const other = loaded as Record<string, unknown>;
      const keys = Object.keys(values);
      const mine =
        keys.length === Object.keys(other).length && keys.every((key) => same(values[key], other[key]));
      if (mine) sent.current = null;
      return mine;
    },
    [stored],
  );

  return {
    ...form,
    failure,
    saving,
    dirty,
    submit,
    saveInPlace,
    /** Save goes back to the list (Ctrl+S stays). */
    leavesOnSave: done !== undefined,
    savedInPlace,
    openedBySave,
    sentNow,
    guard,
    draft,
  };
}

export type EditorForm<Values extends object> = ReturnType<typeof useEditorForm<Values>>;
