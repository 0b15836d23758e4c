// One visit of a survey: opening it clears earlier answers and makes a new
// respondent id; choices are saved at once, text 500 ms after the visitor
// stops typing (or when they leave the field or the page), each with the
// view mode at that moment and a counter so the newest answer always wins.
// Everything browser-only happens in effects and handlers, so the screen
// renders on the server too.
import { useCallback, useEffect, useRef, useState } from 'react';
import { TEXT_ANSWER_DEBOUNCE_MS } from '../../../../domain/shared/constants';
import type { ViewMode } from '../../../../domain/surveys/survey';
import { randomId } from '../../../components/randomId';
import type { QueueSnapshot } from './answerQueue';
import { type AnswerPayload, queueAnswer, queueStart, surveyAnswerQueue } from './surveyAnswerSender';

export type Answer = { choiceId: string | null; textResponse: string | null; sequence: number };

export type SurveyAnswers = {
  /** null until the browser has started the visit (never during a server render). */
  respondentId: string | null;
  answers: Readonly<Record<string, Answer>>;
  choose(questionId: string, choiceId: string): void;
  type(questionId: string, text: string): void;
  /** Saves a text answer now instead of after the pause (the field lost focus). */
  flush(questionId: string): void;
  /** Every answer, pending text included, for the submission. */
  collect(): AnswerPayload[];
  /** After a successful submission: nothing of this visit is left to send. */
  finish(): void;
  status: QueueSnapshot & { online: boolean };
};

export function useSurveyAnswers(
  survey: { id: string; isActive: boolean },
  viewMode: ViewMode,
): SurveyAnswers {
  const [respondentId, setRespondentId] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [status, setStatus] = useState<SurveyAnswers['status']>({ pending: 0, failing: false, online: true });
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const viewModeRef = useRef(viewMode);
  viewModeRef.current = viewMode;
  const sequence = useRef(0);
  const typing = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const send = useCallback(
    (questionId: string, answer: Answer) => {
      if (!respondentId || !survey.isActive) return;
      queueAnswer(
        { surveyId: survey.id, respondentId, viewMode: viewModeRef.current },
        {
          questionId,
          choiceId: answer.choiceId,
          textResponse: answer.textResponse,
          sequence: answer.sequence,
        },
      );
    },
    [respondentId, survey.id, survey.isActive],
  );

  const flush = useCallback(
    (questionId: string) => {
      const timer = typing.current.get(questionId);
      if (timer === undefined) return;
      clearTimeout(timer);
      typing.current.delete(questionId);
      const answer = answersRef.current[questionId];
      if (answer) send(questionId, answer);
    },
    [send],
  );

  // Opening the survey: a fresh respondent and no answers, the visit recorded.
  useEffect(() => {
    const id = randomId();
    sequence.current = 0;
    setAnswers({});
    setRespondentId(id);
    if (survey.isActive) queueStart({ surveyId: survey.id, respondentId: id, viewMode: viewModeRef.current });
  }, [survey.id, survey.isActive]);

  useEffect(() => {
    const queue = surveyAnswerQueue();
    const update = () => setStatus({ ...queue.snapshot(), online: navigator.onLine });
    update();
    const unsubscribe = queue.subscribe(update);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      unsubscribe();
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  // Text still waiting for its pause goes into the (stored) queue when the page is hidden or left.
  useEffect(() => {
    const pending = typing.current;
    const flushAll = () => {
      for (const questionId of [...pending.keys()]) flush(questionId);
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') flushAll();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flushAll);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flushAll);
      flushAll();
    };
  }, [flush]);

  const choose = useCallback(
    (questionId: string, choiceId: string) => {
      const answer = { choiceId, textResponse: null, sequence: ++sequence.current };
      setAnswers((current) => ({ ...current, [questionId]: answer }));
      send(questionId, answer);
    },
    [send],
  );

  const type = useCallback(
    (questionId: string, text: string) => {
      const answer = { choiceId: null, textResponse: text, sequence: ++sequence.current };
      answersRef.current = { ...answersRef.current, [questionId]: answer };
      setAnswers((current) => ({ ...current, [questionId]: answer }));
      clearTimeout(typing.current.get(questionId));
      typing.current.set(
        questionId,
        setTimeout(() => {
          typing.current.delete(questionId);
          send(questionId, answer);
        }, TEXT_ANSWER_DEBOUNCE_MS),
      );
    },
    [send],
  );

  const collect = useCallback(() => {
    for (const questionId of [...typing.current.keys()]) flush(questionId);
    return Object.entries(answersRef.current).map(([questionId, answer]) => ({ questionId, ...answer }));
  }, [flush]);

  const finish = useCallback(() => {
    if (respondentId) surveyAnswerQueue().forget(respondentId);
    setAnswers({});
  }, [respondentId]);

  return { respondentId, answers, choose, type, flush, collect, finish, status };
}
