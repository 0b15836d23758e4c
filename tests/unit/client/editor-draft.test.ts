// An editor's changes are kept in the browser once typing pauses (300 ms).
// A save that comes back sooner forgets them while the editor may still be on
// screen (the next screen loading): the write already waiting must not keep
// them again, or the next time the editor opens it offers changes already
// saved. In the browser that moment depends on the network and React's
// scheduling; here the timers are vitest's and the test moves them.
//
// The hook renders nothing, so it runs in a React root on a stand-in
// container: this project has no DOM library, and rendering nothing needs
// only the few things React DOM looks at below.
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorDraftOwner, useEditorDraft } from '../../../client/routes/admin/kit/useEditorDraft';

type Values = { title: string; excerpt?: string };
const KEY = 'admin-editor-draft:admin-1:post:new';
const CREATED = 'admin-editor-draft:admin-1:post:UG9zdDox';

let stored: Map<string, string>;
let root: Root;
let draft: ReturnType<typeof useEditorDraft<Values>>;

type Shown = { values: Values; draftKey?: string; version?: number | null; dirty?: boolean };
let applied: Values[];

function Editor({ values, draftKey = 'post:new', version = null, dirty = true }: Shown) {
  draft = useEditorDraft({ key: draftKey, version }, values, dirty, (values) => void applied.push(values));
  return null;
}
/** The editor on screen with `values`, changed from what it loaded unless `dirty` is false. */
const show = (values: Values, editor: Omit<Shown, 'values'> = {}) =>
  act(() =>
    root.render(
      createElement(
        EditorDraftOwner,
        { value: 'admin-1' },
        // Another row's editor is another element (the router opens it anew).
        createElement(Editor, { key: editor.draftKey ?? 'post:new', values, ...editor }),
      ),
    ),
  );
const entry = (key = KEY) => {
  const text = stored.get(key);
  return text === undefined ? undefined : (JSON.parse(text) as { values: Values; version: number | null });
};
const kept = (key = KEY) => entry(key)?.values;

/** A stand-in for the element React renders into. */
const container = () =>
  ({
    nodeType: 1,
    tagName: 'DIV',
    namespaceURI: 'http://www.w3.org/1999/xhtml',
    ownerDocument: document,
    textContent: '',
    addEventListener() {},
    removeEventListener() {},
  }) as unknown as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  stored = new Map();
  applied = [];
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
  const document = { activeElement: null, addEventListener() {}, removeEventListener() {} };
  vi.stubGlobal('document', document);
  vi.stubGlobal('window', { HTMLIFrameElement: class {}, event: undefined });
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  root = createRoot(container());
});

afterEach(() => {
  act(() => root.unmount());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('changes kept by an editor', () => {
  it('are kept once typing pauses for 300 ms', () => {
    show({ title: 'Typed' });
    act(() => vi.advanceTimersByTime(299));
    expect(kept()).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(kept()).toEqual({ title: 'Typed' });
  });

  it('are not kept again by the write already waiting when a save came back before the pause', () => {
    const restored = { title: 'Restored, then saved at once' };
    show(restored);
    // The save's answer: its changes are forgotten; the editor is still on screen.
    act(() => draft.forget());
    act(() => vi.advanceTimersByTime(1000));
    expect(kept()).toBeUndefined();
    // A change made after that is kept as usual.
    show({ title: 'Typed after the save' });
    act(() => vi.advanceTimersByTime(300));
    expect(kept()).toEqual({ title: 'Typed after the save' });
  });

  it('are kept when typed while a save was on its way: only what the save sent is settled', () => {
    show({ title: 'Sent' });
    // A key typed after the save left, before its answer came back.
    show({ title: 'Sent!' });
    act(() => draft.forget({ title: 'Sent' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(kept()).toEqual({ title: 'Sent!' });
  });

  it('are not kept after a save whose sent values equal those shown, though not the same object', () => {
    show({ title: 'Sent' });
    act(() => draft.forget({ title: 'Sent' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(kept()).toBeUndefined();
  });

  describe('typed while a save that created the row was on its way', () => {
    const CARRY = { key: 'post:UG9zdDox', resume: true };

    it('go to the row: with what the save sent, as the editor stays and as it leaves', () => {
      show({ title: 'Sent', excerpt: '  Short  ' });
      show({ title: 'Sent!', excerpt: '  Short  ' });
      act(() => draft.forget({ title: 'Sent', excerpt: '  Short  ' }, CARRY));
      expect(kept()).toBeUndefined();
      expect(kept(CREATED)).toEqual({ title: 'Sent!', excerpt: '  Short  ' });
      // Typed before the editor leaves: kept for the row once typing pauses, or as the editor goes.
      show({ title: 'Sent!!', excerpt: '  Short  ' });
      act(() => vi.advanceTimersByTime(300));
      expect(kept(CREATED)).toEqual({ title: 'Sent!!', excerpt: '  Short  ' });
      show({ title: 'Sent!!!', excerpt: '  Short  ' });
      act(() => root.unmount());
      root = createRoot(container());
      expect(kept(CREATED)).toEqual({ title: 'Sent!!!', excerpt: '  Short  ' });
      expect(kept()).toBeUndefined();
    });

    it("are put back at once by the row's editor, over what it loaded, and kept at its version", () => {
      show({ title: 'Sent', excerpt: '  Short  ' });
      show({ title: 'Sent!', excerpt: '  Short  ' });
      act(() => draft.forget({ title: 'Sent', excerpt: '  Short  ' }, CARRY));
      // The row's editor opens on the row as saved (the excerpt trimmed), not changed yet,
      // its fields listed in another order than the new row's.
      show({ excerpt: 'Short', title: 'Sent' }, { draftKey: CARRY.key, version: 1, dirty: false });
      // In the order of what loaded: the form compares the two as JSON.
      expect(JSON.stringify(applied)).toBe(JSON.stringify([{ excerpt: 'Short', title: 'Sent!' }]));
      expect(draft.offeredFrom).toBeNull();
      expect(entry(CREATED)).toMatchObject({ version: 1, values: { title: 'Sent!', excerpt: 'Short' } });
      // Opened again before a key is typed (the router may open the row's editor twice): put back again.
      act(() => root.unmount());
      root = createRoot(container());
      show({ excerpt: 'Short', title: 'Sent' }, { draftKey: CARRY.key, version: 1, dirty: false });
      expect(applied).toEqual([
        { title: 'Sent!', excerpt: 'Short' },
        { title: 'Sent!', excerpt: 'Short' },
      ]);
      // Once typing pauses they are kept as usual: opened again later (a crash), they are offered.
      show({ excerpt: 'Short', title: 'Sent!?' }, { draftKey: CARRY.key, version: 1 });
      act(() => vi.advanceTimersByTime(300));
      act(() => root.unmount());
      root = createRoot(container());
      show({ excerpt: 'Short', title: 'Sent' }, { draftKey: CARRY.key, version: 1, dirty: false });
      expect(applied).toHaveLength(2);
      expect(draft.offeredFrom).not.toBeNull();
    });

    it('are not put back at another version than the one they were put back at', () => {
      show({ title: 'Sent' });
      show({ title: 'Sent!' });
      act(() => draft.forget({ title: 'Sent' }, CARRY));
      show({ title: 'Sent' }, { draftKey: CARRY.key, version: 1, dirty: false });
      act(() => root.unmount());
      root = createRoot(container());
      show({ title: 'Saved elsewhere' }, { draftKey: CARRY.key, version: 2, dirty: false });
      expect(applied).toHaveLength(1);
      expect(draft.offeredFrom).toBeNull();
      expect(entry(CREATED)).toBeUndefined();
    });

    it('are offered when the save went back to the list; Restore puts back only the keys typed', () => {
      show({ title: 'Sent', excerpt: '  Short  ' });
      show({ title: 'Sent!', excerpt: '  Short  ' });
      act(() => draft.forget({ title: 'Sent', excerpt: '  Short  ' }, { ...CARRY, resume: false }));
      act(() => root.unmount());
      root = createRoot(container());
      show({ title: 'Sent', excerpt: 'Short' }, { draftKey: CARRY.key, version: 1, dirty: false });
      expect(applied).toEqual([]);
      expect(draft.offeredFrom).not.toBeNull();
      expect(entry(CREATED)?.version).toBe(1);
      act(() => draft.restore());
      expect(applied).toEqual([{ title: 'Sent!', excerpt: 'Short' }]);
    });

    it('leave nothing when none were typed', () => {
      show({ title: 'Sent' });
      act(() => draft.forget({ title: 'Sent' }, CARRY));
      act(() => root.unmount());
      root = createRoot(container());
      expect(stored.size).toBe(0);
    });
  });

  describe('typed while a save of an existing row that went back to the list was on its way', () => {
    const ROW = { draftKey: 'post:UG9zdDox', version: 1 };
    // The save made version 2; the editor leaves with the keys typed since.
    const LEAVE = { key: ROW.draftKey, resume: false, version: 2 };
    const reopen = (values: Values, version: number) => {
      act(() => root.unmount());
      root = createRoot(container());
      show(values, { draftKey: ROW.draftKey, version, dirty: false });
    };

    it('are kept for the row at the version the save made, as the editor stays and as it leaves', () => {
      show({ title: 'Sent', excerpt: '  Short  ' }, ROW);
      show({ title: 'Sent!', excerpt: '  Short  ' }, ROW);
      act(() => draft.forget({ title: 'Sent', excerpt: '  Short  ' }, LEAVE));
      expect(entry(CREATED)).toMatchObject({ version: 2, values: { title: 'Sent!' } });
      // The store's update shows the editor at the new version before it leaves; typing goes on.
      show({ title: 'Sent!!', excerpt: '  Short  ' }, { ...ROW, version: 2 });
      act(() => vi.advanceTimersByTime(300));
      expect(entry(CREATED)).toMatchObject({ version: 2, values: { title: 'Sent!!' } });
      show({ title: 'Sent!!!', excerpt: '  Short  ' }, { ...ROW, version: 2 });
      act(() => root.unmount());
      root = createRoot(container());
      expect(entry(CREATED)).toMatchObject({ version: 2, values: { title: 'Sent!!!' } });
    });

    it('are offered when the row opens at that version; Restore puts back only the keys typed', () => {
      show({ title: 'Sent', excerpt: '  Short  ' }, ROW);
      show({ title: 'Sent!', excerpt: '  Short  ' }, ROW);
      act(() => draft.forget({ title: 'Sent', excerpt: '  Short  ' }, LEAVE));
      reopen({ title: 'Sent', excerpt: 'Short' }, 2);
      expect(applied).toEqual([]);
      expect(draft.offeredFrom).not.toBeNull();
      act(() => draft.restore());
      expect(applied).toEqual([{ title: 'Sent!', excerpt: 'Short' }]);
    });

    it('are dropped when the row was saved again since', () => {
      show({ title: 'Sent' }, ROW);
      show({ title: 'Sent!' }, ROW);
      act(() => draft.forget({ title: 'Sent' }, LEAVE));
      reopen({ title: 'Saved elsewhere' }, 3);
      expect(draft.offeredFrom).toBeNull();
      expect(entry(CREATED)).toBeUndefined();
    });

    it('leave nothing when none were typed', () => {
      show({ title: 'Sent' }, ROW);
      act(() => draft.forget({ title: 'Sent' }, LEAVE));
      show({ title: 'Sent' }, { ...ROW, version: 2 });
      act(() => vi.advanceTimersByTime(1000));
      act(() => root.unmount());
      root = createRoot(container());
      expect(stored.size).toBe(0);
    });
  });
});
