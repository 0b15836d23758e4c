// The browser's one answer queue (per tab), sending survey starts and answers
// through Relay. Created on first use in the browser, never during a server
// render. A reply saying the respondent already submitted the survey (a visit
// resumed after its submission went through, the reply lost) is told to the
// survey screen (`onAlreadySubmitted`): the answer is refused for good, and
// the visitor must know. So is any other answer refused for good, with the
// server's reason (refusedAnswers.ts), whether or not the screen is still shown.
// A refusal because an admin removed the respondent (RESPONDENT_REMOVED) is
// told to the screen too (`onRespondentRemoved`), which then starts afresh.
import { commitMutation, graphql } from 'react-relay/hooks';
import { SURVEY } from '../../../../domain/shared/messages';
import { RESPONDENT_REMOVED_CODE, type ViewMode } from '../../../../domain/surveys/survey';
import type { surveyAnswerSenderSaveMutation } from '../../../__generated__/surveyAnswerSenderSaveMutation.graphql';
import type { surveyAnswerSenderStartMutation } from '../../../__generated__/surveyAnswerSenderStartMutation.graphql';
import { randomId } from '../../../components/randomId';
import { getClientEnvironment } from '../../../relay/environment';
import { GraphQLResponseError, HttpError } from '../../../relay/errors';
import { failureOf } from '../../../relay/mutationFailure';
import { type AnswerQueue, createAnswerQueue, type QueueItem, type SendResult } from './answerQueue';
import { pageEvents } from './pageEvents';
import { answerRefused, forgetRefused } from './refusedAnswers';

export type AnswerPayload = {
  questionId: string;
  choiceId: string | null;
  textResponse: string | null;
  sequence: number;
};

type Respondent = { surveyId: string; respondentId: string; viewMode: ViewMode };

export type SurveyQueuePayload =
  | ({ kind: 'start' } & Respondent)
  | ({ kind: 'answer'; answer: AnswerPayload } & Respondent);

const startMutation = graphql`
  mutation surveyAnswerSenderStartMutation($input: StartSurveyInput!) {
    startSurvey(input: $input) {
      __typename
      ... on SurveyStarted {
        alreadySubmitted
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

const saveMutation = graphql`
  mutation surveyAnswerSenderSaveMutation($input: SaveSurveyAnswerInput!) {
    saveSurveyAnswer(input: $input) {
      __typename
      ... on SurveyAnswerSaved {
        alreadySubmitted
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/**
 * Whether a failed request may succeed later: the network, an overloaded or
 * failing server (masked internal errors included), a rate limit. A refusal
 * of the request itself will not.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof HttpError) return error.status >= 500 || error.status === 429 || error.status === 0;
  if (error instanceof GraphQLResponseError)
    return error.code === undefined || error.code === 'INTERNAL_SERVER_ERROR';
  return true;
}

/**
 * The survey was closed or changed meanwhile: the server will never take this
 * answer, and the visitor is told why (a refused start needs no word: the
 * answers after it are refused too).
 */
function refused(payload: SurveyQueuePayload, message: string): SendResult {
  if (payload.kind === 'answer') {
    const { respondentId, answer } = payload;
    answerRefused({ respondentId, questionId: answer.questionId, sequence: answer.sequence, message });
  }
  return 'drop';
}

function resultOf(payload: SurveyQueuePayload, typename: string, message?: string): SendResult {
  if (typename === 'SurveyAnswerSaved' || typename === 'SurveyStarted') return 'done';
  if (typename === 'RateLimitError') return 'retry';
  return refused(payload, message || SURVEY.unexpected);
}

const submittedListeners = new Set<(respondentId: string) => void>();
const removedListeners = new Set<(respondentId: string) => void>();

/** Whether the server refused the request because an admin removed its respondent. */
export const isRespondentRemoved = (error: unknown) =>
  error instanceof GraphQLResponseError && error.code === RESPONDENT_REMOVED_CODE;

/** Calls `listener` with the respondent whenever the server answers that an admin removed them. */
export function onRespondentRemoved(listener: (respondentId: string) => void): () => void {
  removedListeners.add(listener);
  return () => removedListeners.delete(listener);
}

/** Calls `listener` with the respondent whenever the server answers that they already submitted the survey. */
export function onAlreadySubmitted(listener: (respondentId: string) => void): () => void {
  submittedListeners.add(listener);
  return () => submittedListeners.delete(listener);
}

function send(item: QueueItem): Promise<SendResult> {
  const payload = item.payload as SurveyQueuePayload;
  const { surveyId, respondentId, viewMode } = payload;
  const told = (reply: { alreadySubmitted?: boolean }) => {
    if (reply.alreadySubmitted) for (const listener of submittedListeners) listener(respondentId);
  };
  return new Promise((resolve) => {
    const onError = (error: Error) => {
      if (isRespondentRemoved(error)) {
        // Nothing of theirs will ever be stored: dropped, with no word per answer.
        for (const listener of removedListeners) listener(respondentId);
        return resolve('drop');
      }
      resolve(isRetryable(error) ? 'retry' : refused(payload, SURVEY.unexpected));
    };
    if (payload.kind === 'start') {
      commitMutation<surveyAnswerSenderStartMutation>(getClientEnvironment(), {
        mutation: startMutation,
        variables: { input: { surveyId, respondentId, viewMode } },
        onCompleted: ({ startSurvey }) => {
          told(startSurvey);
          resolve(
            resultOf(payload, startSurvey.__typename, failureOf(startSurvey, 'SurveyStarted')?.message),
          );
        },
        onError,
      });
    } else {
      commitMutation<surveyAnswerSenderSaveMutation>(getClientEnvironment(), {
        mutation: saveMutation,
        variables: { input: { surveyId, respondentId, viewMode, answer: payload.answer } },
        onCompleted: ({ saveSurveyAnswer }) => {
          told(saveSurveyAnswer);
          resolve(
            resultOf(
              payload,
              saveSurveyAnswer.__typename,
              failureOf(saveSurveyAnswer, 'SurveyAnswerSaved')?.message,
            ),
          );
        },
        onError,
      });
    }
  });
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let queue: AnswerQueue | null = null;

/** This tab's queue, created on first use (in an effect or event handler). */
export function surveyAnswerQueue(): AnswerQueue {
  if (!queue) {
    const created = createAnswerQueue({
      send,
      storage: browserStorage(),
      storageId: randomId(),
      locks: navigator.locks ?? null,
    });
    pageEvents().subscribe((event) => {
      if (event === 'returned') created.retryNow();
    });
    // Told of what other tabs store, to take what a tab closed with answers waiting left behind.
    window.addEventListener('storage', (event) => {
      if (event.key && event.newValue !== null) created.noticeStored(event.key);
    });
    queue = created;
  }
  return queue;
}

export function queueStart(respondent: Respondent): void {
  surveyAnswerQueue().enqueue({
    key: `${respondent.respondentId}|start`,
    respondentId: respondent.respondentId,
    payload: { kind: 'start', ...respondent } satisfies SurveyQueuePayload,
  });
}

export function queueAnswer(respondent: Respondent, answer: AnswerPayload): void {
  forgetRefused(respondent.respondentId, answer.questionId);
  surveyAnswerQueue().enqueue({
    key: `${respondent.respondentId}|${answer.questionId}`,
    respondentId: respondent.respondentId,
    payload: { kind: 'answer', ...respondent, answer } satisfies SurveyQueuePayload,
  });
}
