// A list's `status` filter over a yes/no column (a course published or a
// draft, a CTA active or inactive), the form most admin lists take
// (adminBlogPosts, crmContacts, bookingRequests, emailOutbox), beside the
// boolean argument it replaces (`published`, `active`), deprecated but
// still applied: given both, a row matches both.
import { builder } from '../../../builder';
import type { FlagStatus } from '../flagWhere';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The two statuses of a yes/no column: the enum's name, its values (yes first), and why the boolean gave way. */
type StatusOf = {
  name: string;
  yes: { name: string; description: string };
  no: { name: string; description: string };
};

export function statusFilter({ name, yes, no }: StatusOf) {
  const values = {
    [yes.name]: { value: 'yes', description: yes.description },
    [no.name]: { value: 'no', description: no.description },
  };
  const StatusEnum = builder.enumType(name, { values }) as PothosSchemaTypes.EnumRef<Types, FlagStatus>;
  return {
    StatusEnum,
    /** The deprecated boolean argument's reason, naming the values that replace it. */
    deprecationReason: (argument: string) =>
      `Use status: ${yes.name} or ${no.name}, the filter every admin list takes; ${argument} is accepted for at least 6 months after the release that deprecated it.`,
  };
}
