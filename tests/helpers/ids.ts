// Ids for tests that fill every argument of the schema: a well-formed global
// id that names no row, of the type its argument takes (the relay plugin's
// `for`, which server/id-arguments.ts checks before anything runs: another
// type's id is refused as bad input there).
import { type DocumentNode, Kind, TypeInfo, visit, visitWithTypeInfo } from 'graphql';
import { schema } from '../../server/schema';

/** A global id of `typename` (any type when not given) that names no row. */
export const missingId = (typename = 'Missing') =>
  Buffer.from(`${typename}:00000000-0000-7000-8000-000000000000`).toString('base64');

/** The first type an argument or input field's id is for, if it says. */
export const idTypeOf = (argument: { extensions?: unknown }) =>
  (argument.extensions as { relayGlobalIDFor?: { typename: string }[] | null } | undefined)
    ?.relayGlobalIDFor?.[0]?.typename;

/** For each variable passed whole to an argument that takes ids of one type: that type. */
export function idTypesOfVariables(document: DocumentNode): Map<string, string> {
  const types = new Map<string, string>();
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const argument = typeInfo.getArgument();
        const typename = argument && idTypeOf(argument);
        if (node.value.kind === Kind.VARIABLE && typename) types.set(node.value.name.value, typename);
      },
    }),
  );
  return types;
}
