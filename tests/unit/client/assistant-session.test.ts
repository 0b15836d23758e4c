// The assistant session's rules (SPEC §3, §4) as the dialog applies them.
import { describe, expect, it } from 'vitest';
import {
  type AssistantRequest,
  emptySession,
  type SessionAction,
  type SessionState,
  secondsToWait,
  sessionReducer,
} from '../../../client/routes/admin/ai/assistantSession';
import { AI_ASSISTANT } from '../../../domain/ai/messages';

const CONTENT: AssistantRequest = { task: 'CONTENT', prompt: 'Agents in support', history: [] };
const run = (actions: SessionAction[], from: SessionState = emptySession) =>
  actions.reduce(sessionReducer, from);
const written = run([
  { type: 'start', request: CONTENT },
  { type: 'delta', task: 'CONTENT', text: '<p>A' },
  { type: 'done', request: CONTENT, text: '<p>A post.</p>' },
]);

describe('generating content', () => {
  it('waits for the first piece, streams, then stores the prompt in the history', () => {
    const started = run([{ type: 'start', request: CONTENT }]);
    expect(started).toMatchObject({ loading: CONTENT, waiting: true, content: '' });
    const streaming = run([{ type: 'delta', task: 'CONTENT', text: '<p>A' }], started);
    expect(streaming).toMatchObject({ waiting: false, content: '<p>A', history: [] });
    expect(written).toMatchObject({
      loading: null,
      content: '<p>A post.</p>',
      history: ['Agents in support'],
    });
  });

  it('replaces the content and improvements of the previous post, keeping titles and meta', () => {
    const before = { ...written, improvements: '<p>Old</p>', titles: ['T'], metaDescription: 'M' };
    expect(run([{ type: 'start', request: CONTENT }], before)).toMatchObject({
      content: '',
      improvements: '',
      titles: ['T'],
      metaDescription: 'M',
    });
  });

  it('remembers that a post reached the token limit, until the next one starts', () => {
    const cut = run([
      { type: 'start', request: CONTENT },
      { type: 'done', request: CONTENT, text: '<p>Half</p>', cutOff: true },
    ]);
    expect(cut).toMatchObject({ loading: null, content: '<p>Half</p>', ended: 'cutOff' });
    expect(written.ended).toBe('whole');
    expect(run([{ type: 'start', request: CONTENT }], cut).ended).toBeNull();
  });

  it('a stop keeps what arrived and counts the prompt when something did', () => {
    const stopped = run([
      { type: 'start', request: CONTENT },
      { type: 'delta', task: 'CONTENT', text: '<p>Half' },
      { type: 'stopped' },
    ]);
    expect(stopped).toMatchObject({
      loading: null,
      waiting: false,
      content: '<p>Half',
      history: ['Agents in support'],
      ended: 'stopped',
    });
    expect(run([{ type: 'start', request: CONTENT }, { type: 'stopped' }]).history).toEqual([]);
    // The next post starts whole again.
    expect(run([{ type: 'start', request: CONTENT }], stopped).ended).toBeNull();
  });

  it('a post that reached its end, or a stop of its improvements, is not marked as cut off', () => {
    const improving = run([
      { type: 'start', request: CONTENT },
      { type: 'delta', task: 'CONTENT', text: '<p>Whole</p>' },
      { type: 'done', request: CONTENT, text: '<p>Whole</p>' },
      { type: 'start', request: { task: 'IMPROVEMENTS', content: '<p>Whole</p>' } },
      { type: 'stopped' },
    ]);
    expect(improving).toMatchObject({ content: '<p>Whole</p>', improving: false, ended: 'whole' });
  });
});

describe('improvements, titles and meta description', () => {
  const IMPROVEMENTS: AssistantRequest = { task: 'IMPROVEMENTS', content: '<p>A post.</p>' };

  it('improvements stream in the background and their failure shows nothing', () => {
    const improving = run([{ type: 'start', request: IMPROVEMENTS }], written);
    expect(improving).toMatchObject({ improving: true, loading: null });
    expect(run([{ type: 'delta', task: 'IMPROVEMENTS', text: '<ul>' }], improving).improvements).toBe('<ul>');
    const failed = run([{ type: 'fail', request: IMPROVEMENTS, message: 'x', retryable: true }], improving);
    expect(failed).toMatchObject({ improving: false, error: null });
  });

  it('titles arrive one by one; the meta description streams', () => {
    const TITLES: AssistantRequest = { task: 'TITLES', content: '<p>A post.</p>' };
    const titles = run(
      [
        { type: 'start', request: TITLES },
        { type: 'title', title: 'One' },
        { type: 'title', title: 'Two' },
      ],
      written,
    );
    expect(titles).toMatchObject({ titles: ['One', 'Two'], waiting: false, loading: TITLES });
    expect(run([{ type: 'done', request: TITLES, text: 'One\nTwo' }], titles)).toMatchObject({
      titles: ['One', 'Two'],
      loading: null,
    });
    const META: AssistantRequest = { task: 'META', content: '<p>A post.</p>' };
    expect(
      run([
        { type: 'start', request: META },
        { type: 'delta', task: 'META', text: 'Learn ' },
        { type: 'delta', task: 'META', text: 'how.' },
      ]).metaDescription,
    ).toBe('Learn how.');
  });
});

describe('failures and clearing', () => {
  it("a provider's wait keeps Try again off until it is over, counted down in whole seconds", () => {
    const at = Date.UTC(2026, 11, 7, 9);
    const failed = run([
      { type: 'start', request: CONTENT },
      {
        type: 'fail',
        request: CONTENT,
        message: 'Failed to generate content',
        detail: 'Wait',
        retryable: true,
        retryAt: at + 20_000,
      },
    ]);
    expect(failed.error).toMatchObject({ retry: CONTENT, retryAt: at + 20_000 });
    expect(secondsToWait(failed.error, at)).toBe(20);
    expect(secondsToWait(failed.error, at + 19_001)).toBe(1);
    expect(secondsToWait(failed.error, at + 20_000)).toBe(0);
    // Without a wait, at once.
    expect(secondsToWait({ ...failed.error!, retryAt: undefined }, at)).toBe(0);
  });

  it('a failure keeps the request for Try again when retrying can help', () => {
    const failed = run([
      { type: 'start', request: CONTENT },
      {
        type: 'fail',
        request: CONTENT,
        message: 'Failed to generate content',
        detail: 'Busy',
        retryable: true,
      },
    ]);
    expect(failed).toMatchObject({
      loading: null,
      error: { message: 'Failed to generate content', detail: 'Busy', retry: CONTENT },
    });
    expect(run([{ type: 'start', request: CONTENT }], failed).error).toBeNull();
    const refused = run([
      { type: 'fail', request: { task: 'TITLES' }, message: 'No content', retryable: false },
    ]);
    expect(refused.error).toMatchObject({ retry: null });
  });

  it('Clear removes history, content, titles, meta description and improvements', () => {
    const full = { ...written, titles: ['T'], metaDescription: 'M', improvements: 'I' };
    expect(run([{ type: 'clear' }], full)).toEqual(emptySession);
  });
});

describe('how a post ended', () => {
  const half = run([
    { type: 'start', request: CONTENT },
    { type: 'delta', task: 'CONTENT', text: '<p>Half' },
  ]);

  it('a failure or an answer reported after Stop leaves one end: stopped', () => {
    const stopped = run([{ type: 'stopped' }], half);
    const failedLate = run(
      [{ type: 'fail', request: CONTENT, message: 'Failed to generate content', retryable: true }],
      stopped,
    );
    expect(failedLate).toMatchObject({ ended: 'stopped', content: '<p>Half', error: null });
    expect(failedLate).not.toHaveProperty('contentBrokenOff');
    const answeredLate = run(
      [{ type: 'done', request: CONTENT, text: '<p>Whole</p>', cutOff: true }],
      stopped,
    );
    expect(answeredLate).toMatchObject({ ended: 'stopped', content: '<p>Half' });
    expect(answeredLate).not.toHaveProperty('contentCutOff');
  });

  it('each end is one value, reset by the next post', () => {
    const fail = { type: 'fail', request: CONTENT, message: 'x', retryable: true } as const;
    expect(run([fail], half).ended).toBe('brokenOff');
    expect(run([{ type: 'done', request: CONTENT, text: '<p>A</p>', cutOff: true }], half).ended).toBe(
      'cutOff',
    );
    expect(written.ended).toBe('whole');
    expect(run([{ type: 'start', request: CONTENT }], run([fail], half)).ended).toBeNull();
    // A post that failed before anything arrived shows no post and no note.
    expect(run([{ type: 'start', request: CONTENT }, fail]).ended).toBeNull();
  });
});

describe('what the hidden status says', () => {
  const IMPROVEMENTS: AssistantRequest = { task: 'IMPROVEMENTS', content: '<p>A post.</p>' };
  const TITLES: AssistantRequest = { task: 'TITLES', content: '<p>A post.</p>' };
  const said = (state: SessionState) => state.said?.text ?? null;

  it('says a request started, then that it ended well, the improvements after the post', () => {
    expect(said(run([{ type: 'start', request: CONTENT }]))).toBe(AI_ASSISTANT.working.CONTENT);
    expect(said(written)).toBe(AI_ASSISTANT.finished.CONTENT);
    const improving = run([{ type: 'start', request: IMPROVEMENTS }], written);
    expect(said(improving)).toBe(AI_ASSISTANT.finished.CONTENT);
    expect(said(run([{ type: 'done', request: IMPROVEMENTS, text: '<ul></ul>' }], improving))).toBe(
      AI_ASSISTANT.finished.IMPROVEMENTS,
    );
    const titled = run([
      { type: 'start', request: TITLES },
      { type: 'done', request: TITLES, text: 'A\nB' },
    ]);
    expect(said(titled)).toBe(AI_ASSISTANT.finished.TITLES);
  });

  it('says the same words again as a new message', () => {
    const first = run([{ type: 'start', request: CONTENT }]);
    const again = run([{ type: 'stopped' }, { type: 'start', request: CONTENT }], first);
    expect(said(again)).toBe(said(first));
    expect(again.said).not.toBe(first.said);
  });

  it('says nothing once a failure (its alert says it), a Stop or Clear ended the request', () => {
    const started = run([{ type: 'start', request: CONTENT }]);
    expect(run([{ type: 'fail', request: CONTENT, message: 'x', retryable: true }], started).said).toBeNull();
    expect(run([{ type: 'stopped' }], started).said).toBeNull();
    expect(run([{ type: 'clear' }], written).said).toBeNull();
    // Stopped while the improvements came: they are not said to be ready.
    const improving = run([{ type: 'start', request: IMPROVEMENTS }], written);
    expect(run([{ type: 'stopped' }], improving).said).toBeNull();
  });

  it('keeps saying the post is written when its improvements fail (only logged), or a stopped post fails late', () => {
    const improving = run([{ type: 'start', request: IMPROVEMENTS }], written);
    const failed = run([{ type: 'fail', request: IMPROVEMENTS, message: 'x', retryable: true }], improving);
    expect(failed.said).toBe(improving.said);
    const stopped = run([{ type: 'start', request: CONTENT }, { type: 'stopped' }]);
    expect(run([{ type: 'fail', request: CONTENT, message: 'x', retryable: true }], stopped).said).toBeNull();
  });
});
