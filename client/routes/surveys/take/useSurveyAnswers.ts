// One visit of a survey: opening it clears earlier answers and makes a new
// respondent id, unless the page loaded again on the history entry of a visit
// under way (a reload, a new build): that visit then goes on, with its
// respondent, answers, answer counter and place (surveyProgress.ts), unless
// another tab shows that visit (this tab is its duplicate), when this one
// starts afresh, and unless the survey changed since, when it starts again
// with the answers that still fit, sent as the new respondent's (in the view
// the visitor had, at the first question left without an answer). The stored
// answers and place show as the page becomes usable; whether this tab may go
// on as that respondent is known a moment later (claimVisit), and until then
// nothing is sent. What the visitor answers meanwhile stays, stored with the
// visit at once (a reload in that moment keeps it), and is sent once that is
// known, as the visit's newest answers or as the first of the new
// respondent's. Choices are saved at once, text 500 ms after the visitor
// stops typing (or when they leave the field or the page), each with the view
// mode at that moment and a counter so the newest answer always wins.
// A visit that goes on asks the server (its start sent again) whether its
// respondent has submitted meanwhile: the reply to a submission may be lost
// to a reload after the server stored it. When the server answers so, to
// that or to any answer, the visit ends (`alreadySubmitted`), forgotten:
// nothing more of it would be saved. An answer the server refuses for good
// for another reason shows with that reason (`refused`) until the visitor
// answers that question again; refused while the visitor was away from the
// page, it is sent again when the visit goes on (refusedAnswers.ts). When
// the server answers that an admin removed the respondent (a test run, spam),
// the visit is forgotten and the survey starts again, empty, as a new
// respondent, saying why (`restarted`: 'removed').
// Everything browser-only happens in effects and handlers, so the screen
// renders on the server too.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { TEXT_ANSWER_DEBOUNCE_MS } from '../../../../domain/shared/constants';
import { openVisit } from './openVisit';
import { pageEvents } from './pageEvents';
import { forgetRefused, onAnswerRefused } from './refusedAnswers';
import {
  onAlreadySubmitted,
  onRespondentRemoved,
  queueAnswer,
  surveyAnswerQueue,
} from './surveyAnswerSender';
import type { Answer, RestartReason, SurveyAnswers, SurveyPlace } from './surveyAnswerTypes';
import { questionTypesOf, type ShapedQuestion, type SurveyProgress, surveyShape } from './surveyProgress';
import { forgetProgress, markVisit, storeProgress, visitOf } from './visitStorage';

export type { Answer, RestartReason, SurveyAnswers, SurveyPlace } from './surveyAnswerTypes';

export function useSurveyAnswers(
  survey: { id: string; isActive: boolean; questions: readonly ShapedQuestion[] },
  place: SurveyPlace,
): SurveyAnswers {
  const { viewMode, slide } = place;
  const [respondentId, setRespondentId] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [resumed, setResumed] = useState<SurveyPlace | null>(null);
  const [restarted, setRestarted] = useState<RestartReason | null>(null);
  const [alreadySubmitted, setAlreadySubmitted] = useState(false);
  const [refused, setRefused] = useState<Record<string, string>>({});
  /** Set to start the visit afresh at once (a new object each time: each is a new start). */
  const [fresh, setFresh] = useState<{ why: RestartReason } | null>(null);
  /** The visit under way, whose progress is kept; null when nothing is (a preview, after submitting). */
  const visit = useRef<string | null>(null);
  /** The visit shown after the page loaded again, while the tab does not know yet whether it is its own. */
  const unsettled = useRef<Pick<SurveyProgress, 'visit' | 'respondentId' | 'settled'> | null>(null);
  const shape = useMemo(() => surveyShape(survey.questions), [survey.questions]);
  const questionTypes = useMemo(() => questionTypesOf(survey.questions), [survey.questions]);
  const questionsRef = useRef(survey.questions);
  questionsRef.current = survey.questions;
  const [status, setStatus] = useState<SurveyAnswers['status']>({ pending: 0, failing: false, online: true });
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const viewModeRef = useRef(viewMode);
  viewModeRef.current = viewMode;
  const sequence = useRef(0);
  const typing = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  // Read through a ref: an answer given before the respondent was known is
  // sent by a timer or the opening, after it is.
  const respondentRef = useRef(respondentId);
  respondentRef.current = respondentId;

  const send = useCallback(
    (questionId: string, answer: Answer) => {
      const respondentId = respondentRef.current;
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
    [survey.id, survey.isActive],
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

  // Opening the survey (openVisit.ts), before the fields can be typed into.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the questions count through their shape.
  useLayoutEffect(
    () =>
      openVisit({
        fresh: fresh?.why ?? null,
        survey,
        questions: questionsRef.current,
        send,
        refs: { visit, unsettled, answersRef, respondentRef, viewModeRef, sequence, typing },
        set: { setRespondentId, setAnswers, setResumed, setRestarted },
      }),
    [survey.id, survey.isActive, shape, send, fresh],
  );

  // Whatever changes, the tab keeps where the visit is, for a reload: the
  // answers given before it knew the visit as its own too, not sent yet.
  useEffect(() => {
    const owner =
      respondentId && visit.current
        ? { visit: visit.current, respondentId, settled: sequence.current }
        : unsettled.current;
    if (!owner) return;
    if (visitOf() !== owner.visit) markVisit(owner.visit);
    storeProgress({
      ...owner,
      surveyId: survey.id,
      shape,
      questionTypes,
      viewMode,
      slide,
      sequence: sequence.current,
      answers,
    });
  }, [respondentId, answers, viewMode, slide, survey.id, shape, questionTypes]);

  // The save status follows the queue and the connection; text still waiting
  // for its pause goes into the (stored) queue when the page is hidden or left.
  useEffect(() => {
    const queue = surveyAnswerQueue();
    const pending = typing.current;
    const update = () => setStatus({ ...queue.snapshot(), online: navigator.onLine });
    const flushAll = () => {
      for (const questionId of [...pending.keys()]) flush(questionId);
    };
    update();
    const unsubscribeQueue = queue.subscribe(update);
    const unsubscribePage = pageEvents().subscribe((event) => {
      if (event === 'connection') update();
      else if (event === 'leaving') flushAll();
    });
    return () => {
      unsubscribeQueue();
      unsubscribePage();
      flushAll();
    };
  }, [flush]);

  /** A new answer to a question takes the place of one refused. */
  const answered = useCallback((questionId: string, answer: Answer) => {
    setAnswers((current) => ({ ...current, [questionId]: answer }));
    setRefused((current) => {
      if (!(questionId in current)) return current;
      const { [questionId]: _, ...others } = current;
      return others;
    });
  }, []);

  const choose = useCallback(
    (questionId: string, choiceId: string) => {
      const answer = { choiceId, textResponse: null, sequence: ++sequence.current };
      answered(questionId, answer);
      send(questionId, answer);
    },
    [send, answered],
  );

  const type = useCallback(
    (questionId: string, text: string) => {
      const answer = { choiceId: null, textResponse: text, sequence: ++sequence.current };
      answersRef.current = { ...answersRef.current, [questionId]: answer };
      answered(questionId, answer);
      clearTimeout(typing.current.get(questionId));
      typing.current.set(
        questionId,
        setTimeout(() => {
          typing.current.delete(questionId);
          send(questionId, answer);
        }, TEXT_ANSWER_DEBOUNCE_MS),
      );
    },
    [send, answered],
  );

  /**
   * This tab's submission is on its way. An answer flushed with it may reach
   * the server after it and be refused as already submitted: the visit is
   * then not forgotten, so that, if the submission's reply is lost to a
   * reload, the page loaded again still asks the server and says so.
   */
  const submitting = useRef(false);
  const collect = useCallback(() => {
    submitting.current = true;
    for (const questionId of [...typing.current.keys()]) flush(questionId);
    return Object.entries(answersRef.current).map(([questionId, answer]) => ({ questionId, ...answer }));
  }, [flush]);

  const submitFailed = useCallback(() => {
    submitting.current = false;
  }, []);

  /** Nothing of this visit is left to send, nor continued on a reload (it was submitted). */
  const forgetVisit = useCallback(() => {
    submitting.current = false;
    const respondentId = respondentRef.current;
    if (respondentId) {
      surveyAnswerQueue().forget(respondentId);
      forgetRefused(respondentId);
    }
    for (const timer of typing.current.values()) clearTimeout(timer);
    typing.current.clear();
    if (visit.current) forgetProgress(visit.current);
    visit.current = null;
  }, []);

  const finish = useCallback(() => {
    forgetVisit();
    setAnswers({});
  }, [forgetVisit]);

  // The answers stay: a submission under way may still end on the thank-you page.
  const endSubmitted = useCallback(() => {
    forgetVisit();
    setAlreadySubmitted(true);
  }, [forgetVisit]);

  const restartRemoved = useCallback(() => {
    forgetVisit();
    setAlreadySubmitted(false);
    setRefused({});
    setFresh({ why: 'removed' });
  }, [forgetVisit]);

  // A submission under way says it itself (its reply comes to the screen).
  useEffect(
    () =>
      onRespondentRemoved((id) => {
        if (id === respondentRef.current && visit.current && !submitting.current) restartRemoved();
      }),
    [restartRemoved],
  );

  useEffect(
    () =>
      onAlreadySubmitted((id) => {
        if (id === respondentRef.current && visit.current && !submitting.current) endSubmitted();
      }),
    [endSubmitted],
  );

  // Only the answer shown is the matter: a newer one is on its way.
  useEffect(
    () =>
      onAnswerRefused(({ respondentId, questionId, sequence, message }) => {
        if (respondentId !== respondentRef.current || answersRef.current[questionId]?.sequence !== sequence)
          return;
        setRefused((current) => ({ ...current, [questionId]: message }));
      }),
    [],
  );

  return {
    respondentId,
    answers,
    choose,
    type,
    flush,
    collect,
    submitFailed,
    finish,
    endSubmitted,
    restartRemoved,
    alreadySubmitted,
    refused,
    status,
    resumed,
    restarted,
  };
}
