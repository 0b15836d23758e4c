// The create dialog: name, scope and lifetime (checked here with the
// server's own rules, then by the server), then the secret, shown this once
// with a copy button and a warning; closing the dialog forgets it, so Escape,
// a click beside it or its × ask first while it has not been copied; before
// that, they ask first once the form was changed, as other form dialogs do.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import {
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  apiTokenInputErrors,
} from '../../../../domain/tokens';
import type { CreateApiTokenDialogMutation } from '../../../__generated__/CreateApiTokenDialogMutation.graphql';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { CopyButton } from '../../../components/CopyButton';
import { Dialog, type DismissQuestion, UNSAVED_CHANGES } from '../../../components/Dialog';
import { useFailure } from '../auth/useFailure';
import { DialogActions } from '../kit/DialogActions';
import { SelectField, TextField } from '../kit/fields';
import { failureOf, resultOf, useAsyncMutation } from '../kit/mutationFailure';

type Errors = Partial<Record<'name' | 'expiresInDays', string>>;

export const CREATE_FAILED = 'The token could not be created. Try again.';

const TOKEN_NOT_COPIED: DismissQuestion = {
  title: 'Close without copying the token?',
  detail: 'It is not shown again: you would have to revoke it and create another.',
  stay: 'Back to the token',
  leave: 'Close without copying',
};

const SCOPE_OPTIONS = API_TOKEN_SCOPES.map((scope) => ({
  value: scope,
  label: API_TOKEN_SCOPE_LABELS[scope],
}));

export function CreateApiTokenDialog({
  open,
  onClose,
  connectionId,
  settings,
}: {
  open: boolean;
  onClose: () => void;
  /** The list the new token is put at the top of. */
  connectionId: string;
  settings: { defaultExpiresInDays: number; maxExpiresInDays: number };
}) {
  const [secret, setSecret] = useState<{ name: string; token: string; copied: boolean } | null>(null);
  /** The form differs from how it opened: leaving it other than by Cancel asks first. */
  const [changed, setChanged] = useState(false);
  const close = () => {
    setSecret(null);
    setChanged(false);
    onClose();
  };
  const unsaved = changed ? UNSAVED_CHANGES : null;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={secret ? 'Copy your new API token' : 'New API token'}
      askBeforeDismiss={secret ? (secret.copied ? null : TOKEN_NOT_COPIED) : unsaved}
    >
      {secret ? (
        <ShownOnce
          name={secret.name}
          token={secret.token}
          onCopied={() => setSecret({ ...secret, copied: true })}
          onDone={close}
        />
      ) : (
        <CreateForm
          connectionId={connectionId}
          settings={settings}
          onCancel={close}
          onChange={setChanged}
          onCreated={(name, token) => setSecret({ name, token, copied: false })}
        />
      )}
    </Dialog>
  );
}

function CreateForm({
  connectionId,
  settings,
  onCancel,
  onChange,
  onCreated,
}: {
  connectionId: string;
  settings: { defaultExpiresInDays: number; maxExpiresInDays: number };
  onCancel: () => void;
  /** Whether the form differs from how it opened. */
  onChange: (changed: boolean) => void;
  onCreated: (name: string, token: string) => void;
}) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('READ');
  const [days, setDays] = useState(String(settings.defaultExpiresInDays));
  const changed = name !== '' || scope !== 'READ' || days !== String(settings.defaultExpiresInDays);
  useEffect(() => onChange(changed), [onChange, changed]);
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useFailure<string>();
  const nameRef = useRef<HTMLInputElement>(null);
  const daysRef = useRef<HTMLInputElement>(null);
  const [create, creating] = useAsyncMutation<CreateApiTokenDialogMutation>(graphql`
    mutation CreateApiTokenDialogMutation($input: CreateApiTokenInput!, $connections: [ID!]!) {
      createApiToken(input: $input) {
        __typename
        ... on CreateApiTokenPayload {
          token
          apiToken @prependNode(connections: $connections, edgeTypeName: "QueryApiTokensConnectionEdge") {
            # The list's fields, for the new row at its top.
            ...AdminApiTokensPage_token @relay(mask: false)
          }
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);

  const showErrors = (found: Errors) => {
    setErrors(found);
    (found.name ? nameRef : daysRef).current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    const expiresInDays = days.trim() === '' ? Number.NaN : Number(days);
    const found = apiTokenInputErrors({ name, expiresInDays }, settings.maxExpiresInDays);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    try {
      const response = await create({
        variables: { input: { name: name.trim(), scope, expiresInDays }, connections: [connectionId] },
      });
      const result = response.createApiToken;
      if (result.__typename === 'CreateApiTokenPayload' && result.token)
        return onCreated(name.trim(), result.token);
      const failure = failureOf(resultOf(response), 'CreateApiTokenPayload');
      if (failure && Object.keys(failure.fields).length > 0) return showErrors(failure.fields as Errors);
      setFailed(failure?.message || CREATE_FAILED);
    } catch {
      setFailed(CREATE_FAILED);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {failed ? <Alert tone="error">{failed}</Alert> : null}
      <TextField
        ref={nameRef}
        label="Name"
        required
        data-autofocus
        autoComplete="off"
        maxLength={API_TOKEN_NAME_MAX + 1}
        hint="What uses it, e.g. “Newsletter sync”."
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <SelectField
        label="Scope"
        options={SCOPE_OPTIONS}
        value={scope}
        onChange={(event) => setScope(event.target.value as ApiTokenScope)}
      />
      <TextField
        ref={daysRef}
        label="Expires after (days)"
        type="number"
        inputMode="numeric"
        required
        min={1}
        max={settings.maxExpiresInDays}
        hint={`From 1 to ${settings.maxExpiresInDays} days.`}
        value={days}
        error={errors.expiresInDays}
        onChange={(event) => setDays(event.target.value)}
      />
      <DialogActions label="Create token" busyLabel="Creating..." busy={creating} onCancel={onCancel} />
    </form>
  );
}

function ShownOnce({
  name,
  token,
  onCopied,
  onDone,
}: {
  name: string;
  token: string;
  /** Copied with the button or the keyboard. */
  onCopied: () => void;
  onDone: () => void;
}) {
  // What was focused (Create token) is gone: focus goes to what to do now.
  const copy = useRef<HTMLButtonElement>(null);
  useEffect(() => copy.current?.focus(), []);
  return (
    <div className="space-y-4">
      <Alert tone="warning" title="This is the only time you will see this token.">
        Copy it now and keep it in a password manager or your tool's secret settings. If you lose it, revoke “
        {name}” and create another.
      </Alert>
      <div className="space-y-1">
        <label htmlFor="new-api-token" className="block text-sm font-medium text-slate-800">
          Token
        </label>
        <input
          id="new-api-token"
          readOnly
          value={token}
          onFocus={(event) => event.currentTarget.select()}
          onCopy={onCopied}
          className="w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm"
        />
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <CopyButton ref={copy} text={token} label="Copy token" onCopied={onCopied} />
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
