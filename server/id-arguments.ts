// A Pothos plugin that names the argument holding a malformed global id.
// Pothos decodes ids (builder.ts' decodeIdOrRefuse) in a field's argument
// mappers, with nothing but the id in hand, so the refusal cannot say where
// the id was: a script sending ten ids in `input.tagIds` would have to guess
// which one "Invalid id." meant. The mappers run twice, for the document's
// cost before anything runs (http/graphql-limits.ts) and before the resolver,
// both times on the arguments as sent; this plugin wraps them, and finds the
// refused id among those arguments.
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import { InvalidIdError } from './errors';

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
  if (!(error instanceof InvalidIdError) || error.argument !== null) return error;
  const place = placeOf(args, error.globalId, '');
  return place ? new InvalidIdError(error.globalId, place) : error;
}

export class IdArgumentsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  // Listed first among the builder's plugins, so this runs after the relay
  // plugin added its mapper (field configs go through the plugins last to first).
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    if (fieldConfig.argMappers.length === 0) return fieldConfig;
    return {
      ...fieldConfig,
      argMappers: fieldConfig.argMappers.map(
        (mapper): (typeof fieldConfig.argMappers)[number] =>
          (args, context, info) => {
            try {
              return mapper(args, context, info);
            } catch (error) {
              throw placed(error, args);
            }
          },
      ),
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
