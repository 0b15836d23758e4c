// Taking a survey: the Form View / Slide View toggle (form by default),
// answers saved as the visitor goes, and the submission: the spec's checks in
// order, 'Submitting...' while sending, then /thank-you in place of this page.
// Pressed in the moment after a reload when the tab does not know yet whether
// the visit is its own, Submit waits for that, busy, then submits; when the
// visit turns out to be another tab's, this one starts afresh (saying so)
// and nothing is submitted: the answers it shows are no longer those.
// A visit whose response the server turns out to have already (submitted
// before the page loaded again, its reply lost) shows only that, in place of
// the questions: nothing more would be saved. Submit pressed again after its
// reply was lost on this page, with the same answers, thanks the visitor.
// One refused because an admin removed the respondent starts afresh, empty,
// as a new respondent, saying the earlier answers were removed.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SURVEY } from '../../../../domain/shared/messages';
import {
  DEFAULT_VIEW_MODE,
  firstSubmitProblem,
  PREVIEW_PARAM,
  SURVEY_TEXT,
  type ViewMode,
} from '../../../../domain/surveys/survey';
import type { SurveyRunner_survey$key } from '../../../__generated__/SurveyRunner_survey.graphql';
import type { SurveyRunnerSubmitMutation } from '../../../__generated__/SurveyRunnerSubmitMutation.graphql';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { HoneypotField } from '../../../components/conversion/submission';
import { useHydrated } from '../../../components/useHydrated';
import { failureOf } from '../../../relay/mutationFailure';
import { QuestionField } from './QuestionField';
import { SaveStatus } from './SaveStatus';
import { SlideNavigation } from './SlideNavigation';
import { RefusedAnswers, ViewToggle, VisitNotice } from './SurveyNotices';
import { type AnswerPayload, isRespondentRemoved } from './surveyAnswerSender';
import { useSubmitProblem } from './useSubmitProblem';
import { useSurveyAnswers } from './useSurveyAnswers';

const submitMutation = graphql`
  mutation SurveyRunnerSubmitMutation($input: SubmitSurveyInput!) {
    submitSurvey(input: $input) {
      __typename
      ... on SurveySubmitted {
        alreadySubmitted
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** What a submission's answers say, whatever their counters and order: equal for the same answers. */
const answersKey = (answers: readonly AnswerPayload[]) =>
  JSON.stringify(
    answers
      .map(({ questionId, choiceId, textResponse }) => [questionId, choiceId, textResponse])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );

export function SurveyRunner({ survey: surveyKey }: { survey: SurveyRunner_survey$key }) {
  const survey = useFragment(
    graphql`
      fragment SurveyRunner_survey on Survey {
        id
        title
        description
        isActive
        questions {
          id
          questionText
          questionType
          choices {
            id
          }
          ...QuestionField_question
        }
      }
    `,
    surveyKey,
  );
  const questions = survey.questions;
  // The builder's "Preview as a visitor" (?preview): an active survey is then
  // taken as an inactive one is, nothing sent, so nothing counts in its results.
  // Only this page's own sending is left out: the server's rules are the same.
  const [searchParams] = useSearchParams();
  const previewNotice = !survey.isActive
    ? SURVEY_TEXT.preview
    : searchParams.has(PREVIEW_PARAM)
      ? SURVEY_TEXT.previewActive
      : null;
  const [viewMode, setViewMode] = useState<ViewMode>(DEFAULT_VIEW_MODE);
  const [slide, setSlide] = useState(0);
  const [honeypot, setHoneypot] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const session = useSurveyAnswers({ ...survey, isActive: previewNotice === null }, { viewMode, slide });
  // A visit that went on after the page loaded again shows where it was, one
  // started again because the survey changed where the visitor goes on; one
  // shown so, then started afresh (another tab shows it), starts at the start.
  const [shownResumed, setShownResumed] = useState(session.resumed);
  if (session.resumed !== shownResumed) {
    setShownResumed(session.resumed);
    const place = session.resumed ?? { viewMode: DEFAULT_VIEW_MODE, slide: 0 };
    setViewMode(place.viewMode);
    setSlide(place.slide);
  }
  // Why the visit started again stays while the visitor answers (they may
  // answer before reading it), until they hide it; a new start shows it again.
  const [noticeHidden, setNoticeHidden] = useState(false);
  const [noticeOf, setNoticeOf] = useState(session.restarted);
  if (session.restarted !== noticeOf) {
    setNoticeOf(session.restarted);
    setNoticeHidden(false);
  }
  const notice = noticeHidden ? null : session.restarted;
  const viewToggle = useRef<HTMLFieldSetElement>(null);
  const hideNotice = () => {
    setNoticeHidden(true);
    // The focus was on the button going away: it goes to the control just
    // before the notice, so the next Tab reaches what followed it.
    viewToggle.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
  };
  const [commit, sending] = useMutation<SurveyRunnerSubmitMutation>(submitMutation);
  /** Submit was pressed before the tab knew its respondent: it goes once the tab does. */
  const [awaitingRespondent, setAwaitingRespondent] = useState(false);
  const submitting = sending || awaitingRespondent;
  const navigate = useNavigate();
  const last = questions.length - 1;

  const textAnswerOf = (id: string) => session.answers[id]?.textResponse;
  const { refuse, setProblem, shownProblem, contactErrors, setContactErrors } = useSubmitProblem({
    questions,
    textAnswerOf,
    online: session.status.online,
    form,
    showContact: (index) => viewMode === 'slide' && setSlide(index),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (viewMode === 'slide' && slide < last) return setSlide(slide + 1);
    if (!submitting) send();
  };

  /**
   * The answers of each submission this page sent that got no reply: the
   * server may have stored it. Submit pressed again and told the response
   * was already received thanks the visitor when what it sent is what every
   * such submission sent: the response stored is the one on the screen.
   */
  const lostSubmissions = useRef(new Set<string>());
  const thank = () => {
    session.finish();
    navigate('/thank-you', { replace: true });
  };

  const send = () => {
    const found = firstSubmitProblem(questions, textAnswerOf);
    if (found) return refuse(found.message, found.field, true);
    if (previewNotice) return refuse(previewNotice);
    setProblem(null);
    if (!session.respondentId) return setAwaitingRespondent(true);
    const answers = session.collect();
    const sent = answersKey(answers);
    commit({
      variables: {
        input: {
          surveyId: survey.id,
          respondentId: session.respondentId,
          viewMode,
          answers,
          honeypot: honeypot || null,
        },
      },
      onCompleted: ({ submitSurvey }) => {
        if (submitSurvey.__typename === 'SurveySubmitted' && submitSurvey.alreadySubmitted) {
          const lost = lostSubmissions.current;
          // This page's own submission, its reply lost, stored these very answers.
          if (lost.size === 1 && lost.has(sent)) thank();
          // What this visit shows now was not stored: the visitor is told, not thanked.
          else session.endSubmitted();
        } else if (submitSurvey.__typename === 'SurveySubmitted') {
          thank();
        } else {
          session.submitFailed();
          const failure = failureOf(submitSurvey, 'SurveySubmitted');
          refuse(failure?.message || SURVEY.submitFailed, Object.keys(failure?.fields ?? {})[0]);
        }
      },
      onError: (error) => {
        if (isRespondentRemoved(error)) return session.restartRemoved();
        lostSubmissions.current.add(sent);
        session.submitFailed();
        refuse(SURVEY.submitFailed);
      },
    });
  };

  const { respondentId, restarted } = session;
  // biome-ignore lint/correctness/useExhaustiveDependencies: sends with what the page shows once the respondent is known.
  useEffect(() => {
    if (!awaitingRespondent || !respondentId) return;
    setAwaitingRespondent(false);
    if (restarted !== 'openElsewhere') send();
  }, [awaitingRespondent, respondentId, restarted]);

  const question = (index: number) => {
    const item = questions[index]!;
    return (
      <QuestionField
        question={item}
        answer={session.answers[item.id]}
        onChoose={session.choose}
        onType={session.type}
        onLeaveText={session.flush}
        contactErrors={contactErrors}
        onContactErrors={setContactErrors}
      />
    );
  };

  const hydrated = useHydrated();
  // Told by the start's or an answer's reply while Submit waits for the tab's
  // respondent: the submission then sent says where the visitor goes (once it
  // is sent, useSurveyAnswers leaves the visit's end to its reply).
  const received = session.alreadySubmitted && !submitting;
  const submitButton = (
    <Button type="submit" busy={submitting}>
      {submitting ? 'Submitting...' : 'Submit Survey'}
    </Button>
  );

  return (
    <form ref={form} onSubmit={submit} noValidate className="relative">
      {/* Without JavaScript the controls below never leave their disabled state: say why. */}
      <noscript>
        <div className="mb-8">
          <Alert tone="warning" live={false}>
            {SURVEY_TEXT.needsJavaScript}
          </Alert>
        </div>
      </noscript>
      {/* Until the page is hydrated nothing would save an answer, so the
          server-rendered controls wait, disabled, for the app to take over. */}
      <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-8 border-0 p-0">
        {received ? null : <ViewToggle ref={viewToggle} viewMode={viewMode} onChange={setViewMode} />}
        {previewNotice ? <Alert tone="warning">{previewNotice}</Alert> : null}
        <VisitNotice received={received} notice={notice} onHide={hideNotice} />
        {received ? null : (
          <>
            {viewMode === 'form' ? (
              <>
                {survey.description ? (
                  <p className="max-w-2xl text-lg text-slate-600">{survey.description}</p>
                ) : null}
                <ol className="space-y-6">
                  {questions.map((item, index) => (
                    <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                      {question(index)}
                    </li>
                  ))}
                </ol>
              </>
            ) : questions.length > 0 ? (
              <SlideNavigation
                index={Math.min(slide, last)}
                total={questions.length}
                onMove={setSlide}
                submit={submitButton}
              >
                {question(Math.min(slide, last))}
              </SlideNavigation>
            ) : null}
            <HoneypotField value={honeypot} onChange={setHoneypot} name="fax_number" label="Fax" />
            <RefusedAnswers questions={questions} refused={session.refused} textAnswerOf={textAnswerOf} />
            {shownProblem ? <Alert tone="error">{shownProblem}</Alert> : null}
            {/* Submit stays put whatever the status says (a tap on it lands on it
                while answers save): above the status on a phone, beside it from sm. */}
            <div className="flex flex-col-reverse items-start gap-4 sm:flex-row sm:justify-between">
              <SaveStatus
                status={session.status}
                answered={
                  Object.keys(session.answers).length > 0 && Object.keys(session.refused).length === 0
                }
              />
              {viewMode === 'form' ? submitButton : null}
            </div>
          </>
        )}
      </fieldset>
    </form>
  );
}
