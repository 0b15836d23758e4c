// What public submissions answer.
import { builder } from '../../../builder';

/** A public submission was stored (or, for a bot, looked as if it was). */
export const SubmissionReceived = builder.objectRef<{ received: boolean }>('SubmissionReceived').implement({
  fields: (t) => ({ received: t.exposeBoolean('received') }),
});
