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

type Values = { title: string };
const KEY = 'admin-editor-draft:admin-1:post:new';

let stored: Map<string, string>;
let root: Root;
let draft: ReturnType<typeof useEditorDraft<Values>>;

function Editor({ values }: { values: Values }) {
  draft = useEditorDraft({ key: 'post:new', version: null }, values, true, () => {});
  return null;
}
/** The editor on screen with `values`, changed from what it loaded. */
const show = (values: Values) =>
  act(() =>
    root.render(createElement(EditorDraftOwner, { value: 'admin-1' }, createElement(Editor, { values }))),
  );
const kept = () => {
  const text = stored.get(KEY);
  return text === undefined ? undefined : (JSON.parse(text) as { values: Values }).values;
};

beforeEach(() => {
  vi.useFakeTimers();
  stored = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
  const document = { activeElement: null, addEventListener() {}, removeEventListener() {} };
  vi.stubGlobal('document', document);
  vi.stubGlobal('window', { HTMLIFrameElement: class {}, event: undefined });
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  const container = {
    nodeType: 1,
    tagName: 'DIV',
    namespaceURI: 'http://www.w3.org/1999/xhtml',
    ownerDocument: document,
    textContent: '',
    addEventListener() {},
    removeEventListener() {},
  };
  root = createRoot(container as unknown as HTMLElement);
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
});
