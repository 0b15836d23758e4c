// Where a survey visit is, as the tab keeps it for a reload: what is read back
// (anything unreadable, of another format or with impossible values is
// nothing), and whether opening the survey on a history entry continues the
// visit stored for it, starts again because the survey changed, or starts
// afresh.
import { describe, expect, it } from 'vitest';
import {
  parseProgress,
  type SurveyProgress,
  serializeProgress,
  storedVisitFor,
  surveyShape,
} from '../../../client/routes/surveys/take/surveyProgress';

const questions = [
  { id: 'Q1', questionType: 'text_only', choices: [] },
  { id: 'Q2', questionType: 'multiple_choice', choices: [{ id: 'C1' }, { id: 'C2' }] },
  { id: 'Q3', questionType: 'short_answer', choices: [] },
  { id: 'Q4', questionType: 'contact_form', choices: [] },
];
const survey = { id: 'S1', questions };

const progress: SurveyProgress = {
  visit: 'visit-1',
  surveyId: 'S1',
  shape: surveyShape(questions),
  respondentId: '0f6c1d2e-7b1a-4c3d-9e8f-123456789abc',
  viewMode: 'slide',
  slide: 2,
  sequence: 3,
  // Q3 was typed after a reload, before the tab knew the visit was its own.
  settled: 1,
  questionTypes: { Q1: 'text_only', Q2: 'multiple_choice', Q3: 'short_answer', Q4: 'contact_form' },
  answers: {
    Q2: { choiceId: 'C2', textResponse: null, sequence: 1 },
    Q3: { choiceId: null, textResponse: 'Retention', sequence: 3 },
  },
};
const stored = serializeProgress(progress);
/** The stored progress with some fields replaced (raw JSON, as corrupt storage may hold). */
const storedWith = (fields: Record<string, unknown>) => JSON.stringify({ ...JSON.parse(stored), ...fields });

describe('parseProgress', () => {
  it('reads back what was stored', () => {
    expect(parseProgress(stored)).toEqual(progress);
  });

  it("takes every answer as the visit's in what an earlier build stored, without the settled counter", () => {
    const { settled: _, ...earlier } = JSON.parse(stored);
    expect(parseProgress(JSON.stringify(earlier))).toEqual({ ...progress, settled: 3 });
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['broken JSON', '{"visit":'],
    ['a list', '[]'],
    ['a number', '42'],
    ['another format', storedWith({ format: 2 })],
    ['no format', JSON.stringify(progress)],
    ['no visit', storedWith({ visit: '' })],
    ['no survey', storedWith({ surveyId: null })],
    ['a respondent id the server refuses', storedWith({ respondentId: 'x y' })],
    ['an unknown view mode', storedWith({ viewMode: 'cards' })],
    ['a negative question index', storedWith({ slide: -1 })],
    ['a fractional question index', storedWith({ slide: 1.5 })],
    ['a counter that is not a number', storedWith({ sequence: '3' })],
    ['a settled counter that is not a number', storedWith({ settled: '1' })],
    ['a settled counter above the counter', storedWith({ settled: 4 })],
    ['answers as a list', storedWith({ answers: [] })],
    ['an answer that is not an object', storedWith({ answers: { Q2: 'C2' } })],
    [
      'an answer with neither choice nor text',
      storedWith({ answers: { Q2: { choiceId: null, textResponse: null, sequence: 1 } } }),
    ],
    [
      'an answer with both choice and text',
      storedWith({ answers: { Q2: { choiceId: 'C1', textResponse: 'x', sequence: 1 } } }),
    ],
    [
      'an answer newer than the counter',
      storedWith({ answers: { Q2: { choiceId: 'C1', textResponse: null, sequence: 4 } } }),
    ],
    [
      'an answer without its counter',
      storedWith({ answers: { Q2: { choiceId: 'C1', textResponse: null } } }),
    ],
  ])('is nothing for %s', (_case, json) => {
    expect(parseProgress(json)).toBeNull();
  });
});

describe('storedVisitFor', () => {
  it('continues the visit of this history entry, at its place, with its answers and counter', () => {
    expect(storedVisitFor(stored, 'visit-1', survey)).toEqual({ kind: 'resume', progress });
  });

  it('starts afresh on an entry without a visit (the survey opened from a link or typed address)', () => {
    expect(storedVisitFor(stored, undefined, survey)).toEqual({ kind: 'none' });
  });

  it("starts afresh on another entry's visit, another survey's, or unreadable storage", () => {
    expect(storedVisitFor(stored, 'visit-2', survey)).toEqual({ kind: 'none' });
    expect(storedVisitFor(stored, 'visit-1', { ...survey, id: 'S2' })).toEqual({ kind: 'none' });
    expect(storedVisitFor('{"format":1', 'visit-1', survey)).toEqual({ kind: 'none' });
    expect(storedVisitFor(null, 'visit-1', survey)).toEqual({ kind: 'none' });
  });

  it('starts again, to say why, when questions or choices changed since, keeping the answers that still fit', () => {
    const both = progress.answers;
    const { Q2, Q3 } = progress.answers;
    const changes: [typeof questions, SurveyProgress['answers']][] = [
      [questions.slice(1), both],
      [[...questions, { id: 'Q5', questionType: 'short_answer', choices: [] }], both],
      [[questions[0]!, questions[2]!, questions[1]!, questions[3]!], both],
      // The chosen choice is gone; another one added keeps it.
      [
        questions.map((question) =>
          question.id === 'Q2' ? { ...question, choices: [{ id: 'C1' }] } : question,
        ),
        { Q3: Q3! },
      ],
      [
        questions.map((question) =>
          question.id === 'Q2' ? { ...question, choices: [...question.choices, { id: 'C3' }] } : question,
        ),
        both,
      ],
      // Another type: even text for text (a contact form's answer is not a short answer's).
      [
        questions.map((question) =>
          question.id === 'Q3' ? { ...question, questionType: 'contact_form' } : question,
        ),
        { Q2: Q2! },
      ],
      [
        questions.map((question) =>
          question.id === 'Q2' ? { ...question, questionType: 'yes_no' } : question,
        ),
        { Q3: Q3! },
      ],
      [questions.filter((question) => question.id !== 'Q2'), { Q3: Q3! }],
    ];
    for (const [changed, answers] of changes)
      expect(storedVisitFor(stored, 'visit-1', { id: 'S1', questions: changed })).toEqual({
        kind: 'changed',
        answers,
        sequence: 3,
        place: expect.objectContaining({ viewMode: 'slide' }),
      });
  });

  it('keeps no answer when the survey changed since an earlier build stored the visit without its question types', () => {
    const { questionTypes: _, ...earlier } = progress;
    expect(
      storedVisitFor(serializeProgress(earlier), 'visit-1', { id: 'S1', questions: questions.slice(1) }),
    ).toEqual({ kind: 'changed', answers: {}, sequence: 3, place: { viewMode: 'slide', slide: 0 } });
  });

  it('opens a visit started again in the view the visitor had, at the first question left without an answer, no later than where they were', () => {
    const { Q3 } = progress.answers;
    const placeFor = (changed: typeof questions, fields: Record<string, unknown> = {}) => {
      const result = storedVisitFor(storedWith(fields), 'visit-1', { id: 'S1', questions: changed });
      return result.kind === 'changed' ? result.place : result.kind;
    };
    const withoutC2 = questions.map((question) =>
      question.id === 'Q2' ? { ...question, choices: [{ id: 'C1' }] } : question,
    );
    // Q2's answer no longer fits: back to Q2 (Q1 takes no answer), from Q3.
    expect(placeFor(withoutC2)).toEqual({ viewMode: 'slide', slide: 1 });
    expect(placeFor(withoutC2, { viewMode: 'form' })).toEqual({ viewMode: 'form', slide: 1 });
    // Every answer kept: where the visitor was, not at the first question after their answers.
    const added = [...questions, { id: 'Q5', questionType: 'short_answer', choices: [] }];
    expect(placeFor(added, { slide: 1 })).toEqual({ viewMode: 'slide', slide: 1 });
    expect(placeFor(added, { slide: 3 })).toEqual({ viewMode: 'slide', slide: 3 });
    // The question they were on is gone: no further than the survey's last question.
    expect(placeFor(questions.slice(0, 3), { slide: 3 })).toEqual({ viewMode: 'slide', slide: 2 });
    expect(placeFor([questions[0]!, questions[2]!], { slide: 3, answers: { Q3 } })).toEqual({
      viewMode: 'slide',
      slide: 1,
    });
  });

  it('starts afresh when a stored answer does not fit the survey (corrupt storage)', () => {
    const unknownQuestion = storedWith({
      answers: { Q9: { choiceId: null, textResponse: 'x', sequence: 1 } },
    });
    const unknownChoice = storedWith({
      answers: { Q2: { choiceId: 'C9', textResponse: null, sequence: 1 } },
    });
    expect(storedVisitFor(unknownQuestion, 'visit-1', survey)).toEqual({ kind: 'none' });
    expect(storedVisitFor(unknownChoice, 'visit-1', survey)).toEqual({ kind: 'none' });
  });

  it('shows the last question when the stored place lies beyond it', () => {
    const result = storedVisitFor(storedWith({ slide: 40 }), 'visit-1', survey);
    expect(result.kind === 'resume' && result.progress.slide).toBe(3);
  });
});

describe('surveyShape', () => {
  it('depends on the questions, their types and choices, in order, not on anything else', () => {
    expect(surveyShape(questions)).toBe(surveyShape(questions.map((question) => ({ ...question }))));
    expect(surveyShape(questions)).not.toBe(surveyShape([...questions].reverse()));
    expect(surveyShape([])).not.toBe(surveyShape(questions));
  });
});
