// Opening the survey: the visit of this history entry goes on, or a fresh
// respondent with no answers starts one, recorded on the server. The tab
// claims the visit while it shows it: a copy of this tab (the browser's
// Duplicate copies where the visit is) finds it claimed and starts anew.
// A visit that goes on shows at once, before the claim is settled (run in a
// layout effect by useSurveyAnswers: with the hydrated page, before the
// fields can be typed into). Returns the effect's cleanup. `fresh`: start
// afresh at once, saying why (an admin removed the visit's respondent).
import type { Dispatch, RefObject, SetStateAction } from 'react';
import type { ViewMode } from '../../../../domain/surveys/survey';
import { randomId } from '../../../components/randomId';
import { takeRefused } from './refusedAnswers';
import { queueStart } from './surveyAnswerSender';
import type { Answer, RestartReason, SurveyPlace } from './surveyAnswerTypes';
import type { ShapedQuestion, SurveyProgress } from './surveyProgress';
import { claimVisit, readStoredVisit } from './visitStorage';

type Set<T> = Dispatch<SetStateAction<T>>;

export function openVisit({
  fresh,
  survey,
  questions,
  send,
  refs: { visit, unsettled, answersRef, respondentRef, viewModeRef, sequence, typing },
  set: { setRespondentId, setAnswers, setResumed, setRestarted },
}: {
  fresh: RestartReason | null;
  survey: { id: string; isActive: boolean };
  questions: readonly ShapedQuestion[];
  send: (questionId: string, answer: Answer) => void;
  refs: {
    visit: RefObject<string | null>;
    unsettled: RefObject<Pick<SurveyProgress, 'visit' | 'respondentId' | 'settled'> | null>;
    answersRef: RefObject<Record<string, Answer>>;
    respondentRef: RefObject<string | null>;
    viewModeRef: RefObject<ViewMode>;
    sequence: RefObject<number>;
    typing: RefObject<Map<string, ReturnType<typeof setTimeout>>>;
  };
  set: {
    setRespondentId: Set<string | null>;
    setAnswers: Set<Record<string, Answer>>;
    setResumed: Set<SurveyPlace | null>;
    setRestarted: Set<RestartReason | null>;
  };
}): () => void {
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
  const stored = fresh
    ? ({ kind: 'none' } as const)
    : survey.isActive
      ? readStoredVisit({ id: survey.id, questions })
      : ({ kind: 'none' } as const);
  if (stored.kind === 'changed') {
    // The kept answers go on with their counters: the next answer is newer.
    sequence.current = stored.sequence;
    startAfresh('changed', stored.answers, stored.place);
  } else if (stored.kind === 'none') {
    startAfresh(fresh);
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
}
