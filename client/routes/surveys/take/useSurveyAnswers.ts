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
// page, it is sent again when the visit goes on (refusedAnswers.ts).
// Everything browser-only happens in effects and handlers, so the screen
// renders on the server too.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { TEXT_ANSWER_DEBOUNCE_MS } from '../../../../domain/shared/constants';
import type { ViewMode } from '../../../../domain/surveys/survey';
import { randomId } from '../../../components/randomId';
import type { QueueSnapshot } from './answerQueue';
import { forgetRefused, onAnswerRefused, takeRefused } from './refusedAnswers';
import {
  type AnswerPayload,
  onAlreadySubmitted,
  queueAnswer,
  queueStart,
  surveyAnswerQueue,
} from './surveyAnswerSender';
import {
  claimVisit,
  forgetProgress,
  markVisit,
  questionTypesOf,
  readStoredVisit,
  type ShapedQuestion,
  type SurveyProgress,
  storeProgress,
  surveyShape,
  visitOf,
} from './surveyProgress';

/** Where the visitor is: the view, and the question shown in slide view. */
export type SurveyPlace = { viewMode: ViewMode; slide: number };

export type RestartReason = 'changed' | 'openElsewhere';

export type Answer = { choiceId: string | null; textResponse: string | null; sequence: number };

export type SurveyAnswers = {
  /**
   * null until the browser has started the visit (never during a server
   * render) and, after the page loaded again, until the tab knows whether
   * the visit is its own.
   */
  respondentId: string | null;
  answers: Readonly<Record<string, Answer>>;
  choose(questionId: string, choiceId: string): void;
  type(questionId: string, text: string): void;
  /** Saves a text answer now instead of after the pause (the field lost focus). */
  flush(questionId: string): void;
  /**
   * Every answer, pending text included, for the submission, which is then
   * on its way: until its reply (finish, endSubmitted or submitFailed) that
   * reply, not an answer's, says how the visit ends.
   */
  collect(): AnswerPayload[];
  /** The submission was refused or did not get through: the visit goes on. */
  submitFailed(): void;
  /** After a successful submission: nothing of this visit is left to send. */
  finish(): void;
  /** The server answered that this respondent had already submitted: the visit ends, forgotten. */
  endSubmitted(): void;
  /**
   * The server has this visit's response already (submitted before the page
   * loaded again, the reply lost): nothing more of it is saved.
   */
  alreadySubmitted: boolean;
  /** The server's reason, by question, for each answer shown that it refused for good. */
  refused: Readonly<Record<string, string>>;
  status: QueueSnapshot & { online: boolean };
  /**
   * Where to show a visit after the page loaded again: the place of a visit
   * that went on, or, for one started again because the survey changed, the
   * view the visitor had and the first question left without an answer; null
   * otherwise.
   */
  resumed: SurveyPlace | null;
  /**
   * Why this visit started again instead of going on with the one on this
   * page's entry: the survey changed since (`changed`), or another tab shows
   * that visit (`openElsewhere`: this tab is a copy of it); null otherwise.
   * It stays for as long as this visit does: the visitor may answer before
   * reading why (the screen shows it until they hide it).
   */
  restarted: RestartReason | null;
};

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

  // Opening the survey: the visit of this history entry goes on, or a fresh
  // respondent with no answers starts one, recorded on the server. The tab
  // claims the visit while it shows it: a copy of this tab (the browser's
  // Duplicate copies where the visit is) finds it claimed and starts anew.
  // A visit that goes on shows at once, before the claim is settled (a layout
  // effect: with the hydrated page, before the fields can be typed into).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the questions count through their shape.
  useLayoutEffect(() => {
    let cancelled = false;
    let giveUp: (() => void) | null = null;
    const claim = (id: string) =>
      claimVisit(id).then((release) => {
        if (cancelled) release?.();
        else giveUp = release;
        return release !== null && !cancelled;
      });
    const become = (id: string) => {
      respondentRef.current = id;
      setRespondentId(id);
    };
    /** Sends what was answered before the respondent was known (text still in its pause is sent by its timer). */
    const sendGivenMeanwhile = (given: Record<string, Answer>) => {
      for (const [questionId, answer] of Object.entries(given))
        if (!typing.current.has(questionId)) send(questionId, answer);
    };
    /**
     * `kept`: answers the visitor gave meanwhile, or that still fit the
     * changed survey, which stay as the new respondent's, with their counters.
     */
    const startAfresh = (
      why: RestartReason | null,
      kept: Record<string, Answer> = {},
      place: SurveyPlace | null = null,
    ) => {
      const id = randomId();
      unsettled.current = null;
      if (Object.keys(kept).length === 0) sequence.current = 0;
      answersRef.current = kept;
      setAnswers(kept);
      become(id);
      setResumed(place);
      setRestarted(why);
      visit.current = null;
      if (!survey.isActive) return;
      // Its history entry is marked once shown (below): a development StrictMode
      // runs this twice, and the second run must still see what the first saw.
      const started = randomId();
      visit.current = started;
      void claim(started);
      queueStart({ surveyId: survey.id, respondentId: id, viewMode: viewModeRef.current });
      sendGivenMeanwhile(kept);
    };
    const stored = survey.isActive
      ? readStoredVisit({ id: survey.id, questions: questionsRef.current })
      : ({ kind: 'none' } as const);
    if (stored.kind === 'changed') {
      // The kept answers go on with their counters: the next answer is newer.
      sequence.current = stored.sequence;
      startAfresh('changed', stored.answers, stored.place);
    } else if (stored.kind === 'none') {
      startAfresh(null);
    } else {
      const { progress } = stored;
      sequence.current = progress.sequence;
      answersRef.current = progress.answers;
      respondentRef.current = null;
      unsettled.current = {
        visit: progress.visit,
        respondentId: progress.respondentId,
        settled: progress.settled,
      };
      setRespondentId(null);
      setAnswers(progress.answers);
      setResumed({ viewMode: progress.viewMode, slide: progress.slide });
      setRestarted(null);
      void claim(progress.visit).then((mine) => {
        if (cancelled) return;
        unsettled.current = null;
        // Given since the tab last knew the visit as its own: not sent yet.
        const given = Object.fromEntries(
          Object.entries(answersRef.current).filter(([, answer]) => answer.sequence > progress.settled),
        );
        if (!mine) return startAfresh('openElsewhere', given);
        visit.current = progress.visit;
        become(progress.respondentId);
        // Refused while the visitor was away: sent again (a newer answer is among those given meanwhile).
        for (const [questionId, counter] of Object.entries(takeRefused(progress.respondentId))) {
          const answer = answersRef.current[questionId];
          if (answer?.sequence === counter) given[questionId] = answer;
        }
        // Asks whether the respondent submitted meanwhile (the answer comes to onAlreadySubmitted).
        queueStart({
          surveyId: survey.id,
          respondentId: progress.respondentId,
          viewMode: viewModeRef.current,
        });
        sendGivenMeanwhile(given);
      });
    }
    return () => {
      cancelled = true;
      giveUp?.();
    };
  }, [survey.id, survey.isActive, shape, send]);

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
    alreadySubmitted,
    refused,
    status,
    resumed,
    restarted,
  };
}
