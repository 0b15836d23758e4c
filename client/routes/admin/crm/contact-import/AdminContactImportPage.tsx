// Importing contacts from a CSV (/admin/crm/contacts/import): upload or
// paste a file; read the preview (what each row will do, with the reason for
// skips and errors) while adjusting the column mapping and the mode; run it
// and watch the progress the server pushes; undo it once done.
import { type FormEvent, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { IMPORT_MAX_BYTES } from '../../../../../domain/crm/import';
import { CRM_TEXT } from '../../../../../domain/crm/messages';
import { decodeCsvBytes, looksBinary } from '../../../../../domain/csvText';
import { CRM, formatMessage } from '../../../../../domain/shared/messages';
import type { AdminContactImportPageCreateMutation } from '../../../../__generated__/AdminContactImportPageCreateMutation.graphql';
import type { ImportDraft_import$key } from '../../../../__generated__/ImportDraft_import.graphql';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { PageHeading } from '../../../../components/PageHeading';
import { BackLink } from '../../kit/BackLink';
import { TextAreaField } from '../../kit/fields';
import { failureOf, useAsyncMutation } from '../../kit/mutationFailure';
import { CONTACTS_BACK } from '../contacts.resource';
import { ImportDraft } from './ImportDraft';

const TOO_LARGE = formatMessage(CRM_TEXT.importTooLarge, { max: String(IMPORT_MAX_BYTES / 1024 / 1024) });

export default function AdminContactImportPage() {
  const [draft, setDraft] = useState<ImportDraft_import$key | null>(null);
  // Once the admin chose another file, the form takes the place of the button that asked for it.
  const [restarted, setRestarted] = useState(false);
  return (
    <div className="space-y-6">
      <BackLink {...CONTACTS_BACK} />
      <PageHeading
        title="Import contacts"
        lead="Contacts are matched by email: nothing is written until you have read the preview and started the import."
      />
      {draft ? (
        <ImportDraft
          draft={draft}
          onRestart={() => {
            setRestarted(true);
            setDraft(null);
          }}
        />
      ) : (
        <UploadForm onCreated={setDraft} takeFocus={restarted} />
      )}
    </div>
  );
}

/** The file field, when it replaces the button that was focused: the keyboard, lost with that button, goes to it. */
const takeLostFocus = (input: HTMLInputElement | null) => {
  if (input && (!document.activeElement || document.activeElement === document.body)) input.focus();
};

function UploadForm({
  onCreated,
  takeFocus,
}: {
  onCreated: (draft: ImportDraft_import$key) => void;
  /** Shown again for another file: its first field takes the keyboard the button that asked for it had. */
  takeFocus: boolean;
}) {
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState('pasted.csv');
  const [error, setError] = useState<string | null>(null);
  /** Why the chosen file was not read (too large, not text): still the reason when Preview finds nothing to send. */
  const [fileRefused, setFileRefused] = useState<string | null>(null);
  const refuseFile = (message: string) => {
    setFileRefused(message);
    setError(message);
  };
  const [create, creating] = useAsyncMutation<AdminContactImportPageCreateMutation>(graphql`
    mutation AdminContactImportPageCreateMutation($input: CreateCrmImportInput!) {
      createCrmImport(input: $input) {
        __typename
        ...ImportDraft_import @alias(as: "draft")
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) return refuseFile(TOO_LARGE);
    const bytes = new Uint8Array(await file.arrayBuffer());
    // An image or a zip (the picker's filter got round, or a file dropped): said now, the paste box kept.
    if (looksBinary(bytes)) return refuseFile(CRM_TEXT.importNotText);
    const read = decodeCsvBytes(bytes);
    setFileRefused(null);
    setError(null);
    setFileName(file.name);
    setText(read);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return setError(fileRefused ?? CRM_TEXT.importEmpty);
    // As a file (a multipart upload): a large CSV does not fit in a JSON body.
    const file = new File([text], fileName, { type: 'text/csv' });
    // Pasted text is held to what a picked file is, judged on the bytes the server will judge, before anything is sent.
    if (file.size > IMPORT_MAX_BYTES) return setError(TOO_LARGE);
    if (looksBinary(new Uint8Array(await file.arrayBuffer()))) return setError(CRM_TEXT.importNotText);
    setError(null);
    try {
      const result = (
        await create({ variables: { input: { fileName, file: null } }, uploadables: { 'input.file': file } })
      ).createCrmImport;
      const failure = failureOf(result, 'CrmImport');
      if (failure) return setError(Object.values(failure.fields)[0] ?? (failure.message || CRM.importFailed));
      if (result.draft) onCreated(result.draft);
    } catch {
      setError(CRM.importFailed);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="space-y-1">
        <label htmlFor="import-file" className="block text-sm font-medium text-slate-800">
          CSV file
        </label>
        <input
          ref={takeFocus ? takeLostFocus : undefined}
          id="import-file"
          type="file"
          accept=".csv,text/csv"
          // The browser's own button, styled as ours: unstyled it is a line of small text, too small to tap on a phone.
          className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-[44px] file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50"
          onChange={(event) => readFile(event.target.files?.[0])}
        />
      </div>
      <TextAreaField
        label="Or paste the CSV"
        rows={8}
        className="font-mono"
        hint="The first line names the columns, e.g. First name,Last name,Email; commas, semicolons or tabs separate them."
        value={text}
        onChange={(event) => {
          setFileName('pasted.csv');
          setFileRefused(null);
          setText(event.target.value);
        }}
      />
      <Button type="submit" busy={creating}>
        {creating ? 'Reading...' : 'Preview import'}
      </Button>
    </form>
  );
}
