// A Pothos plugin for global ids in arguments: it names the argument holding
// a refused id, and refuses an id of another type than the argument takes.
// Pothos decodes ids (builder.ts' decodeIdOrRefuse) in a field's argument
// mappers, with nothing but the id in hand, so the refusal cannot say where
// the id was: a script sending ten ids in `input.tagIds` would have to guess
// which one "Invalid id." meant. The mappers run twice, for the document's
// cost before anything runs (http/graphql-limits.ts) and before the resolver,
// both times on the arguments as sent; this plugin wraps them, and finds the
// refused id among those arguments.
//
// An argument declares the types it takes with the relay plugin's `for`
// (`t.globalID({ for: CrmContactNode })`); a well-formed id of any other type
// is refused here, before anything runs, as "input.id is a BlogPost id, where
// a CrmContact id is expected" (BAD_USER_INPUT, like a malformed id), rather
// than reaching the use case, which could only answer "Contact not found".
// An argument without `for` (node(id:), or one whose use case already says
// which type it takes, as a post's tagIds do on their ValidationError field)
// is left to its resolver.
//
// Authorization comes first. The mappers run before scope-auth's check, so
// a field that requires a scope (the admin's, on every root field not opened
// with PUBLIC) runs none of them for a caller without it: the arguments go on
// as sent, unjudged, and the caller gets the field's UNAUTHENTICATED or
// FORBIDDEN as for a right id, learning nothing of its arguments. (The
// resolver, which would read them, never runs for that caller.)
import SchemaBuilder, {
  BasePlugin,
  createInputValueMapper,
  mapInputFields,
  type PothosOutputFieldConfig,
  type SchemaTypes,
} from '@pothos/core';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { IdOfOtherTypeError, InvalidIdError } from './errors';

/** Where `id` is in `value` (`input.tagIds[1]`), or null. */
export function placeOf(value: unknown, id: string, path: string): string | null {
  if (value === id) return path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = placeOf(item, id, `${path}[${index}]`);
      if (found) return found;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = placeOf(item, id, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/** The refusal again, naming where its id is among the field's arguments (when it is found). */
function placed(error: unknown, args: object): unknown {
  if (!(error instanceof InvalidIdError || error instanceof IdOfOtherTypeError) || error.argument !== null)
    return error;
  const place = placeOf(args, error.globalId, '');
  if (!place) return error;
  return error instanceof InvalidIdError
    ? new InvalidIdError(error.globalId, place)
    : new IdOfOtherTypeError(error.globalId, error.given, error.expected, place);
}

/**
 * The contexts whose arguments some field did not judge (see above): a
 * document's cost computed for them is not kept for other callers, who are
 * owed the refusal before anything runs (http/graphql-limits.ts).
 */
const unjudged = new WeakSet<object>();
export const judgedArgumentsOf = (context: object) => !unjudged.has(context);

/**
 * The scope an `authScopes` option surely requires: `{ admin: true }` names
 * one. Anything else (several scopes, which pass on any one of them, `$all`
 * or `$any`, a function of the row) is left to scope-auth alone.
 */
function requiredScope(authScopes: unknown): string | null {
  if (authScopes === null || typeof authScopes !== 'object') return null;
  const entries = Object.entries(authScopes);
  if (entries.length !== 1) return null;
  const [name, value] = entries[0]!;
  return !name.startsWith('$') && value === true ? name : null;
}

/** What the relay plugin keeps of an argument's `for` types. */
type ForTypes = readonly { typename: string }[] | null | undefined;

/** Refuses a well-formed id of another type than `expected`; a malformed one is left to the relay plugin's decoding. */
function refuseOtherType(globalID: string, expected: readonly string[]): void {
  let typename: string;
  try {
    typename = decodeGlobalID(globalID).typename;
  } catch {
    return;
  }
  if (!expected.includes(typename)) throw new IdOfOtherTypeError(globalID, typename, expected);
}

export class IdArgumentsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  private readonly mappingCache = new Map();

  /** The scopes authorization requires of a caller of this field: its own, and its type's unless it skips them. */
  private requiredScopes(fieldConfig: PothosOutputFieldConfig<Types>): string[] {
    const options = fieldConfig.pothosOptions as { authScopes?: unknown; skipTypeScopes?: boolean };
    const typeOptions = this.buildCache.getTypeConfig(fieldConfig.parentType).pothosOptions as {
      authScopes?: unknown;
    };
    return [
      requiredScope(options.authScopes),
      options.skipTypeScopes ? null : requiredScope(typeOptions.authScopes),
    ].filter((scope): scope is string => scope !== null);
  }

  /** Whether the caller holds every one of `scopes`, as scope-auth's `authScopes` gives them (held when it cannot tell now). */
  private holds(scopes: readonly string[], context: Types['Context']): boolean {
    if (scopes.length === 0) return true;
    const given = (
      this.builder.options as { scopeAuth?: { authScopes?: (context: Types['Context']) => unknown } }
    ).scopeAuth?.authScopes?.(context);
    if (given === null || typeof given !== 'object' || given instanceof Promise) return true;
    return scopes.every((scope) => (given as Record<string, unknown>)[scope] === true);
  }

  // Listed first among the builder's plugins, so this runs after the relay
  // plugin added its mapper (field configs go through the plugins last to first).
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    const typed = mapInputFields(
      fieldConfig.args,
      this.buildCache,
      (inputField) => {
        const forTypes = inputField.extensions?.relayGlobalIDFor as ForTypes;
        return forTypes?.length ? forTypes.map(({ typename }) => typename) : null;
      },
      this.mappingCache,
    );
    const checkTypes = typed
      ? createInputValueMapper(typed, (value, mapping) => refuseOtherType(String(value), mapping.value ?? []))
      : null;
    const mappers: typeof fieldConfig.argMappers = [
      ...(checkTypes
        ? [
            (args: Record<string, unknown>) => {
              checkTypes(args);
              return args;
            },
          ]
        : []),
      ...fieldConfig.argMappers,
    ];
    if (mappers.length === 0) return fieldConfig;
    const required = this.requiredScopes(fieldConfig);
    return {
      ...fieldConfig,
      argMappers: mappers.map((mapper): (typeof fieldConfig.argMappers)[number] => (args, context, info) => {
        if (!this.holds(required, context)) {
          unjudged.add(context);
          return args;
        }
        try {
          return mapper(args, context, info);
        } catch (error) {
          throw placed(error, args);
        }
      }),
    };
  }
}

const pluginName = 'idArguments';
SchemaBuilder.registerPlugin(pluginName, IdArgumentsPlugin);

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      idArguments: IdArgumentsPlugin<Types>;
    }
  }
}

export default pluginName;
