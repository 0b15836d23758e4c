// What useSurveyAnswers gives the survey screen: one visit of a survey, its
// respondent, answers and saving status, and how it ends.
import type { ViewMode } from '../../../../domain/surveys/survey';
import type { QueueSnapshot } from './answerQueue';
import type { AnswerPayload } from './surveyAnswerSender';

/** Where the visitor is: the view, and the question shown in slide view. */
export type SurveyPlace = { viewMode: ViewMode; slide: number };

export type RestartReason = 'changed' | 'openElsewhere' | 'removed';

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
   * The server answered that an admin removed this respondent: the visit is
   * forgotten and the survey starts again, empty, as a new respondent.
   */
  restartRemoved(): void;
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
   * that visit (`openElsewhere`: this tab is a copy of it), or an admin
   * removed its respondent (`removed`); null otherwise.
   * It stays for as long as this visit does: the visitor may answer before
   * reading why (the screen shows it until they hide it).
   */
  restarted: RestartReason | null;
};
