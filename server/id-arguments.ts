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
    return {
      ...fieldConfig,
      argMappers: mappers.map((mapper): (typeof fieldConfig.argMappers)[number] => (args, context, info) => {
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
