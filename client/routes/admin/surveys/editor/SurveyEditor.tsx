// The survey builder's form: title, description, active switch, and the
// questions (every type) with their choices, in order. The whole survey is
// saved at once; the server checks the same rules (domain/surveys/builder.ts)
// and refuses a save over someone else's change.
import { type FormEvent, useRef, useState } from 'react';
import { graphql, readInlineData, useMutation } from 'react-relay/hooks';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ConnectionHandler } from 'relay-runtime';
import { SURVEY_BUILDER, SURVEY_LIMITS, validateSurveyDraft } from '../../../../../domain/surveys/builder';
import type { QuestionType } from '../../../../../domain/surveys/survey';
import type { SurveyEditor_survey$key } from '../../../../__generated__/SurveyEditor_survey.graphql';
import type { SurveyEditorDeleteMutation } from '../../../../__generated__/SurveyEditorDeleteMutation.graphql';
import type { SurveyEditorSaveMutation } from '../../../../__generated__/SurveyEditorSaveMutation.graphql';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { TextAreaField, TextField } from '../../../../components/Field';
import { PageHeading } from '../../../../components/PageHeading';
import { ConfirmDialog } from './ConfirmDialog';
import { type EditableSurvey, emptySurvey, move, newQuestion, toInput } from './draft';
import { QuestionEditor } from './QuestionEditor';
import { QuestionTypeSelect } from './QuestionTypeSelect';

const editableFragment = graphql`
  fragment SurveyEditor_survey on Survey @inline {
    id
    databaseId
    title
    description
    isActive
    updatedAt
    questions {
      id
      questionType
      rawQuestionText
      answerCount
      choices {
        id
        choiceText
      }
    }
  }
`;

type Saved = { id: string; databaseId: string; updatedAt: string; draft: EditableSurvey };

function readSaved(key: SurveyEditor_survey$key): Saved {
  const survey = readInlineData(editableFragment, key);
  return {
    id: survey.id,
    databaseId: survey.databaseId,
    updatedAt: survey.updatedAt,
    draft: {
      title: survey.title,
      description: survey.description ?? '',
      isActive: survey.isActive,
      questions: survey.questions.map((question) => ({
        key: question.id,
        id: question.id,
        questionText: question.rawQuestionText ?? '',
        questionType: question.questionType as QuestionType,
        answerCount: question.answerCount ?? 0,
        choices: question.choices.map((choice) => ({
          key: choice.id,
          id: choice.id,
          choiceText: choice.choiceText,
        })),
      })),
    },
  };
}

export function SurveyEditor({ saved: savedKey }: { saved: SurveyEditor_survey$key | null }) {
  const [saved, setSaved] = useState<Saved | null>(() => (savedKey ? readSaved(savedKey) : null));
  const [draft, setDraft] = useState<EditableSurvey>(() => saved?.draft ?? emptySurvey());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const location = useLocation();
  // A survey just created arrives here anew, at its own address: it says it was saved.
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(() =>
    (location.state as { created?: boolean } | null)?.created
      ? { tone: 'success', text: SURVEY_BUILDER.saved }
      : null,
  );
  const [newType, setNewType] = useState<QuestionType>('multiple_choice');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const [commitSave, saving] = useMutation<SurveyEditorSaveMutation>(graphql`
    mutation SurveyEditorSaveMutation($input: SaveSurveyInput!) {
      saveSurvey(input: $input) {
        __typename
        ... on Survey {
          ...SurveyEditor_survey @alias(as: "editable")
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            field
            message
          }
        }
      }
    }
  `);
  const [commitDelete, deleting] = useMutation<SurveyEditorDeleteMutation>(graphql`
    mutation SurveyEditorDeleteMutation($input: DeleteSurveyInput!, $connections: [ID!]!) {
      deleteSurvey(input: $input) {
        __typename
        ... on DeletedSurvey {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateSurveyDraft(draft);
    setNotice(null);
    if (problems.length > 0) {
      return showErrors(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])));
    }
    setErrors({});
    commitSave({
      variables: {
        input: { ...toInput(draft), id: saved?.id ?? null, expectedUpdatedAt: saved?.updatedAt ?? null },
      },
      onCompleted: ({ saveSurvey }) => {
        if (saveSurvey.__typename === 'Survey' && saveSurvey.editable) {
          const next = readSaved(saveSurvey.editable);
          setSaved(next);
          setDraft(next.draft);
          setNotice({ tone: 'success', text: SURVEY_BUILDER.saved });
          if (!saved)
            navigate(`/admin/surveys/${next.databaseId}`, { replace: true, state: { created: true } });
          return;
        }
        const fieldErrors = 'fieldErrors' in saveSurvey ? saveSurvey.fieldErrors : undefined;
        if (fieldErrors?.length)
          showErrors(Object.fromEntries(fieldErrors.map((error) => [error.field, error.message])));
        const message = 'message' in saveSurvey ? saveSurvey.message : undefined;
        setNotice({ tone: 'error', text: message ?? SURVEY_BUILDER.saveFailed });
      },
      onError: () => setNotice({ tone: 'error', text: SURVEY_BUILDER.saveFailed }),
    });
  };

  const remove = () => {
    if (!saved) return;
    commitDelete({
      variables: {
        input: { id: saved.id },
        connections: [ConnectionHandler.getConnectionID('client:root', 'AdminSurveysListPage_adminSurveys')],
      },
      onCompleted: ({ deleteSurvey }) => {
        if (deleteSurvey.__typename === 'DeletedSurvey') navigate('/admin/surveys', { replace: true });
        else setNotice({ tone: 'error', text: SURVEY_BUILDER.deleteFailed });
      },
      onError: () => setNotice({ tone: 'error', text: SURVEY_BUILDER.deleteFailed }),
    });
  };

  const setQuestions = (update: (questions: EditableSurvey['questions']) => EditableSurvey['questions']) =>
    setDraft((current) => ({ ...current, questions: update(current.questions) }));
  const hasContactForm = draft.questions.some((question) => question.questionType === 'contact_form');

  return (
    <form ref={form} onSubmit={save} noValidate className="max-w-3xl space-y-6">
      <PageHeading title={saved ? 'Edit survey' : 'New survey'}>
        <div className="mt-3 flex flex-wrap gap-4 text-sm">
          <Link to="/admin/surveys" className="font-medium text-indigo-700 hover:underline">
            ← All surveys
          </Link>
          {saved ? (
            <>
              <Link
                to={`/admin/surveys/${saved.databaseId}/results`}
                className="font-medium text-indigo-700 hover:underline"
              >
                Results
              </Link>
              <a href={`/survey/${saved.databaseId}`} className="font-medium text-indigo-700 hover:underline">
                Preview as a visitor
              </a>
            </>
          ) : null}
        </div>
      </PageHeading>
      <TextField
        label="Title"
        required
        maxLength={SURVEY_LIMITS.title}
        value={draft.title}
        error={errors.title}
        onChange={(event) => setDraft({ ...draft, title: event.target.value })}
      />
      <TextAreaField
        label="Description"
        rows={3}
        maxLength={SURVEY_LIMITS.description}
        value={draft.description}
        error={errors.description}
        hint="Shown in the survey list and above the questions in form view. Include 'AI Audit' to send the AI audit email."
        onChange={(event) => setDraft({ ...draft, description: event.target.value })}
      />
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={draft.isActive}
          onChange={(event) => setDraft({ ...draft, isActive: event.target.checked })}
          className="h-4 w-4 accent-indigo-600"
        />
        Active: listed on /survey and open to visitors
      </label>

      <section aria-labelledby="survey-questions" className="space-y-4">
        <h2 id="survey-questions" className="text-lg font-semibold text-slate-900">
          Questions
        </h2>
        {!hasContactForm && draft.questions.length > 0 ? (
          <Alert tone="warning">{SURVEY_BUILDER.noContactForm}</Alert>
        ) : null}
        <ol className="space-y-4">
          {draft.questions.map((question, index) => (
            <QuestionEditor
              key={question.key}
              question={question}
              index={index}
              count={draft.questions.length}
              errors={errors}
              onChange={(changed) =>
                setQuestions((questions) => questions.map((item, at) => (at === index ? changed : item)))
              }
              onMove={(to) => setQuestions((questions) => move(questions, index, to))}
              onRemove={() => setQuestions((questions) => questions.filter((_, at) => at !== index))}
            />
          ))}
        </ol>
        <div className="flex flex-wrap items-end gap-3">
          <QuestionTypeSelect label="New question type" value={newType} onChange={setNewType} />
          <Button
            variant="secondary"
            onClick={() => setQuestions((questions) => [...questions, newQuestion(newType)])}
          >
            Add question
          </Button>
        </div>
      </section>

      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-6">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save survey'}
        </Button>
        {saved ? (
          <Button variant="danger" disabled={deleting} onClick={() => setConfirmDelete(true)}>
            Delete survey
          </Button>
        ) : null}
      </div>
      {confirmDelete ? (
        <ConfirmDialog
          title="Delete this survey?"
          confirmLabel="Delete survey"
          onConfirm={() => {
            setConfirmDelete(false);
            remove();
          }}
          onClose={() => setConfirmDelete(false)}
        >
          Its questions and every answer visitors gave are deleted too. To stop new answers but keep the
          results, make it inactive instead.
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
