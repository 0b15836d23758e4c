// The survey builder after a save, when questions were changed while it was
// on its way: the questions and choices that save created take their new
// ids, so the next save changes them instead of creating them again.
import { describe, expect, it } from 'vitest';
import {
  type EditableQuestion,
  newChoice,
  newQuestion,
  withSavedIds,
} from '../../../client/routes/admin/surveys/editor/draft';

const question = (text: string, choices: string[] = []): EditableQuestion => ({
  ...newQuestion(choices.length > 0 ? 'multiple_choice' : 'short_answer'),
  questionText: text,
  choices: choices.map((choice) => newChoice(choice)),
});

/** The list as the server returns it: every question and choice with an id, keyed by it. */
const storedAs = (sent: EditableQuestion[]): EditableQuestion[] =>
  sent.map((item, index) => ({
    ...item,
    key: `q${index}`,
    id: item.id ?? `q${index}`,
    choices: item.choices.map((choice, at) => ({
      ...choice,
      key: `q${index}c${at}`,
      id: choice.id ?? `q${index}c${at}`,
    })),
  }));

describe('withSavedIds', () => {
  it('gives the questions and choices a save created their ids, and keeps what was typed meanwhile', () => {
    const kept = { ...question('Kept'), id: 'kept-id' };
    const created = question('Which one?', ['A', 'B']);
    const sent = [kept, created];
    const stored = storedAs(sent);
    const typed = [
      kept,
      {
        ...created,
        questionText: 'Which one, then?',
        choices: [...created.choices, newChoice('C, added while saving')],
      },
      question('Added while saving'),
    ];

    const next = withSavedIds(typed, sent, stored);

    expect(next.map((item) => [item.id, item.questionText])).toEqual([
      ['kept-id', 'Kept'],
      ['q1', 'Which one, then?'],
      [null, 'Added while saving'],
    ]);
    expect(next[1]!.choices.map((choice) => [choice.id, choice.choiceText])).toEqual([
      ['q1c0', 'A'],
      ['q1c1', 'B'],
      [null, 'C, added while saving'],
    ]);
    // The React keys stay, so the fields being typed in are not remounted.
    expect(next.map((item) => item.key)).toEqual(typed.map((item) => item.key));
  });

  it('follows a question moved while saving, and gives no id to a question removed', () => {
    const first = question('First');
    const second = question('Second');
    const sent = [first, second];
    const stored = storedAs(sent);
    const next = withSavedIds([second, question('New')], sent, stored);
    expect(next.map((item) => [item.id, item.questionText])).toEqual([
      ['q1', 'Second'],
      [null, 'New'],
    ]);
  });

  it('leaves the list as typed when the answer does not line up with what was sent', () => {
    const sent = [question('One'), question('Two')];
    const stored = storedAs(sent).slice(0, 1);
    expect(withSavedIds(sent, sent, stored).map((item) => item.id)).toEqual([null, null]);
  });
});
