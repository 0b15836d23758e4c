// The survey builder's form: title, description, active switch, and the
// questions (every type) with their choices, in order. The whole survey is
// saved at once, from the version it opened (expectedVersion, as every
// editor); the server checks the same rules (domain/surveys/builder.ts) and
// refuses a save over someone else's change.
import { useRef, useState } from 'react';
import { graphql, readInlineData, useMutation } from 'react-relay/hooks';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ConnectionHandler } from 'relay-runtime';
import { SURVEY_BUILDER, SURVEY_LIMITS, validateSurveyDraft } from '../../../../../domain/surveys/builder';
import { PREVIEW_PARAM, type QuestionType } from '../../../../../domain/surveys/survey';
import type { SurveyEditor_survey$key } from '../../../../__generated__/SurveyEditor_survey.graphql';
import type { SurveyEditorDeleteMutation } from '../../../../__generated__/SurveyEditorDeleteMutation.graphql';
import type { SurveyEditorSaveMutation } from '../../../../__generated__/SurveyEditorSaveMutation.graphql';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { focusAddedRow } from '../../../../components/focus';
import { DeleteDialog } from '../../kit/ConfirmDialog';
import { EditorFrame } from '../../kit/EditorFrame';
import { CheckboxField, TextAreaField, TextField } from '../../kit/fields';
import { TEXT_LINK } from '../../kit/links';
import { listAddress } from '../../kit/listAddress';
import { failureOf, useAsyncMutation } from '../../kit/mutationFailure';
import type { DeletedState } from '../../kit/ResourceListScreen';
import { useEditorForm, withStored } from '../../kit/useEditorForm';
import { type EditableSurvey, emptySurvey, move, newQuestion, toInput, withSavedIds } from './draft';
import { QuestionEditor } from './QuestionEditor';
import { QuestionTypeSelect } from './QuestionTypeSelect';

const editableFragment = graphql`
  fragment SurveyEditor_survey on Survey @inline {
    id
    databaseId
    title
    description
    isActive
    version
    questions {
      id
      questionType
      rawQuestionText
      answerCount
      choices {
        id
        choiceText
        answerCount
      }
    }
  }
`;

type Saved = { id: string; databaseId: string; version: number; draft: EditableSurvey };

function readSaved(key: SurveyEditor_survey$key): Saved {
  const survey = readInlineData(editableFragment, key);
  return {
    id: survey.id,
    databaseId: survey.databaseId,
    version: survey.version,
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
          answerCount: choice.answerCount ?? 0,
        })),
      })),
    },
  };
}

/**
 * Keys typed while a save was on its way, over the survey as it saved it:
 * questions and choices it created keep their new ids (also in the builder a
 * new survey's save opens at its own address).
 */
function keepTyped(current: EditableSurvey, sent: EditableSurvey, stored: EditableSurvey): EditableSurvey {
  const kept = withStored(current, sent, stored);
  return kept.questions === stored.questions
    ? kept
    : { ...kept, questions: withSavedIds(kept.questions, sent.questions, stored.questions) };
}

export function SurveyEditor({ saved: savedKey }: { saved: SurveyEditor_survey$key | null }) {
  const [saved, setSaved] = useState<Saved | null>(() => (savedKey ? readSaved(savedKey) : null));
  const [baseline, setBaseline] = useState<EditableSurvey>(() => saved?.draft ?? emptySurvey());
  const location = useLocation();
  // A survey just created arrives here anew, at its own address: it says it was saved.
  const [savedNotice, setSavedNotice] = useState(
    () => (location.state as { created?: boolean } | null)?.created === true,
  );
  const [deleteFailed, setDeleteFailed] = useState(false);
  const [newType, setNewType] = useState<QuestionType>('multiple_choice');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const navigate = useNavigate();
  const [runSave] = useAsyncMutation<SurveyEditorSaveMutation>(graphql`
    mutation SurveyEditorSaveMutation($input: SaveSurveyInput!) {
      saveSurvey(input: $input) {
        __typename
        ... on Survey {
          ...SurveyEditor_survey @alias(as: "editable")
        }
        ...mutationFailure_error @alias(as: "failure")
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
      }
    }
  `);

  // The survey as sent, and as the server saved it, between the save and onSaved.
  const next = useRef<{ sent: EditableSurvey; saved: Saved } | null>(null);
  const editor = useEditorForm({
    initial: baseline,
    validate: (draft) =>
      Object.fromEntries(validateSurveyDraft(draft).map((problem) => [problem.field, problem.message])),
    save: async (draft) => {
      setDeleteFailed(false);
      const { saveSurvey } = await runSave({
        variables: {
          input: { ...toInput(draft), id: saved?.id ?? null, expectedVersion: saved?.version ?? null },
        },
      });
      if (saveSurvey.__typename === 'Survey' && saveSurvey.editable) {
        const now = readSaved(saveSurvey.editable);
        next.current = { sent: draft, saved: now };
        // A new survey: the builder at its own address takes the keys typed since.
        return saved ? null : { createdId: now.id };
      }
      return failureOf(saveSurvey, 'Survey');
    },
    failedMessage: SURVEY_BUILDER.saveFailed,
    draft: { key: `survey:${saved?.id ?? 'new'}`, version: saved?.version ?? null },
    keep: keepTyped,
    onFailed: () => setSavedNotice(false),
    // The builder stays open on the saved survey (a new one at its own address).
    onSaved: () => {
      if (!next.current) return;
      const { sent, saved: now } = next.current;
      setSaved(now);
      setBaseline(now.draft);
      // Keys typed while the save was on its way stay, unsaved.
      editor.setValues((current) => keepTyped(current, sent, now.draft));
      setSavedNotice(true);
      if (!saved) navigate(`/admin/surveys/${now.databaseId}`, { replace: true, state: { created: true } });
    },
  });
  const { values: draft, setValues: setDraft, errors } = editor;

  const remove = () => {
    if (!saved) return;
    commitDelete({
      variables: {
        input: { id: saved.id },
        connections: [ConnectionHandler.getConnectionID('client:root', 'AdminSurveysListPage_adminSurveys')],
      },
      onCompleted: ({ deleteSurvey }) => {
        if (deleteSurvey.__typename !== 'DeletedSurvey') return setDeleteFailed(true);
        editor.guard.allowNavigation();
        const state: DeletedState = { deleted: baseline.title || 'The survey' };
        navigate(listAddress('/admin/surveys'), { replace: true, state });
      },
      onError: () => setDeleteFailed(true),
    });
  };

  const setQuestions = (update: (questions: EditableSurvey['questions']) => EditableSurvey['questions']) =>
    setDraft((current) => ({ ...current, questions: update(current.questions) }));
  const hasContactForm = draft.questions.some((question) => question.questionType === 'contact_form');
  return (
    <EditorFrame
      editor={editor}
      formId="survey-editor"
      title={saved ? 'Edit survey' : 'New survey'}
      subject={saved?.draft.title}
      back={{ to: '/admin/surveys', label: 'All surveys' }}
      saveLabel="Save survey"
      lead={
        saved ? (
          <span className="flex flex-wrap gap-4 text-sm">
            <Link to={`/admin/surveys/${saved.databaseId}/results`} className={TEXT_LINK}>
              Results
            </Link>
            <a href={`/survey/${saved.databaseId}?${PREVIEW_PARAM}`} className={TEXT_LINK}>
              Preview as a visitor
            </a>
          </span>
        ) : undefined
      }
      actions={
        saved ? (
          <Button variant="danger" busy={deleting} onClick={() => setConfirmDelete(true)}>
            Delete survey
          </Button>
        ) : null
      }
    >
      {/* Until the next change, as the other editors' "Saved"; in a status region kept on the
          page, so it is read out each time it comes back (useNotice's). */}
      <div role="status" className="empty:sr-only">
        {savedNotice && !editor.dirty ? (
          <Alert tone="success" live={false}>
            {SURVEY_BUILDER.saved}
          </Alert>
        ) : null}
      </div>
      {deleteFailed ? <Alert tone="error">{SURVEY_BUILDER.deleteFailed}</Alert> : null}
      <form id="survey-editor" onSubmit={editor.submit} noValidate className="max-w-3xl space-y-6">
        <TextField
          label="Title"
          required
          limit={SURVEY_LIMITS.title}
          value={draft.title}
          error={errors.title}
          onChange={(event) => editor.set('title', event.target.value)}
        />
        <TextAreaField
          label="Description"
          rows={3}
          limit={SURVEY_LIMITS.description}
          value={draft.description}
          error={errors.description}
          hint="Shown in the survey list and above the questions in form view. Include 'AI Audit' to send the AI audit email."
          onChange={(event) => editor.set('description', event.target.value)}
        />
        <CheckboxField
          label="Active: listed on /survey and open to visitors"
          checked={draft.isActive}
          onChange={(event) => editor.set('isActive', event.target.checked)}
          className="h-4 w-4 accent-indigo-600"
        />

        <section aria-labelledby="survey-questions" className="space-y-4">
          <h2 id="survey-questions" className="text-lg font-semibold text-slate-900">
            Questions
          </h2>
          {hasContactForm ? null : draft.questions.length > 0 ? (
            <Alert tone="warning">{SURVEY_BUILDER.noContactForm}</Alert>
          ) : draft.isActive ? (
            <Alert tone="warning">{SURVEY_BUILDER.noQuestions}</Alert>
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
              onClick={() => {
                const question = newQuestion(newType);
                setQuestions((questions) => [...questions, question]);
                focusAddedRow(question.key);
              }}
            >
              Add question
            </Button>
          </div>
        </section>
      </form>
      <DeleteDialog
        noun="survey"
        open={confirmDelete}
        onConfirm={() => {
          setConfirmDelete(false);
          remove();
        }}
        onClose={() => setConfirmDelete(false)}
      >
        <p>
          Its questions and every answer visitors gave are deleted too. To stop new answers but keep the
          results, make it inactive instead.
        </p>
      </DeleteDialog>
    </EditorFrame>
  );
}
