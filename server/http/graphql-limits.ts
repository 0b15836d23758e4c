// Limits on any GraphQL document, in every mode and over the WebSocket too,
// checked before anything runs:
// - its shape (GraphQL Armor): depth, aliases, directives and tokens, so a
//   document of ten thousand aliases is refused before it is even parsed whole;
// - its cost (Pothos' complexity plugin, see `complexity` in builder.ts):
//   every field counts 1, times the page size served (`first`/`last`,
//   variables included, at most MAX_PAGE_SIZE) of each connection above it,
//   or ×LIST_COST_MULTIPLIER under a plain list.
//   Armor's own cost rule reads only literal `first: 100`, not `first: $n`,
//   which every Relay query uses.
// Every persisted operation of the web app passes well within them (a test
// checks), and suggestions ("Did you mean ...?", of a field, type, enum
// value or inline fragment) are hidden in production, where ad-hoc documents
// from anyone are accepted: they would name what introspection keeps back.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createComplexityRule } from '@pothos/plugin-complexity';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  type ValidationContext,
  validate,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Config } from '../config';
import { judgedArgumentsOf } from '../id-arguments';

export const GRAPHQL_LIMITS = {
  /** Deepest persisted operation: 11 (a paginated post list). */
  depth: 15,
  /** Persisted operations use at most 1. */
  aliases: 15,
  directives: 20,
  /** Largest persisted operation: 159 tokens. */
  tokens: 1000,
  /**
   * Costliest persisted operation: 5 151 (the course outline: 50 courses, their
   * modules and lessons). A page of 100 posts costs ~500; 200 aliases of it ~1 000 000.
   */
  cost: 20_000,
} as const;

export const COST_LIMIT_CODE = 'COST_LIMIT_EXCEEDED';

type ShapeLimit = Exclude<keyof typeof GRAPHQL_LIMITS, 'cost'>;

/**
 * Armor's refusal as we answer it: its words without the "Syntax Error: "
 * it puts before them (the document is well formed, only too large), and
 * which limit it is over in `extensions` (`exceeded`, `limit`), so a script
 * need not read the words.
 */
function limitError(exceeded: ShapeLimit, error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
    nodes: error.nodes,
    extensions: { code, exceeded, limit: GRAPHQL_LIMITS[exceeded] },
  });
}

/**
 * Armor throws its refusals out of validation, which Yoga answers with 200
 * and no code. Reported as validation errors instead, they are answered as
 * any invalid document is: 400 and GRAPHQL_VALIDATION_FAILED.
 */
const reportedAsInvalid = (exceeded: ShapeLimit) => ({
  n: GRAPHQL_LIMITS[exceeded],
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(limitError(exceeded, error, 'GRAPHQL_VALIDATION_FAILED')),
  ],
});

/** graphql-js's hint, in validation and in a variable's refusal; Armor's own mask finds only the quoted field names. */
const SUGGESTION = /Did you mean .+\?/g;

/** The message as production gives it: without "Did you mean ...?". */
export const withoutSuggestions = (message: string, config: Config) =>
  config.env === 'production' ? message.replace(SUGGESTION, '[Suggestion hidden]') : message;

export function graphqlLimitsPlugin(config: Config): Plugin {
  const armor = EnvelopArmorPlugin({
    maxDepth: reportedAsInvalid('depth'),
    maxAliases: reportedAsInvalid('aliases'),
    maxDirectives: reportedAsInvalid('directives'),
    // Counted while the document is parsed, and refused there (Yoga: 400, GRAPHQL_PARSE_FAILED).
    maxTokens: {
      n: GRAPHQL_LIMITS.tokens,
      onReject: [
        (_context: unknown, error: GraphQLError) => {
          throw limitError('tokens', error, 'GRAPHQL_PARSE_FAILED');
        },
      ],
    },
    // The cost is computed below, with variables.
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }) as Plugin;
  return {
    onPluginInit: ({ addPlugin }) => addPlugin(armor),
    onValidate:
      () =>
      ({ valid, result, setResult }) => {
        if (valid) return;
        setResult(
          result.map((error) =>
            error instanceof GraphQLError
              ? withMessage(error, withoutSuggestions(error.message, config))
              : error,
          ),
        );
      },
  };
}

/** The same error with another message (or itself, when it is the same). */
const withMessage = (error: GraphQLError, message: string) =>
  message === error.message
    ? error
    : new GraphQLError(message, {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        path: error.path,
        originalError: error.originalError,
        extensions: error.extensions,
      });

/** Costs already computed, per document: by operation name and variables. */
const costs = new WeakMap<DocumentNode, Map<string, number>>();
/** Distinct operation name and variables kept per document (ad-hoc variables are endless). */
const COSTS_PER_DOCUMENT = 64;

/**
 * `documentCost`, remembered per document, operation name and variables:
 * a field's cost depends on its arguments only (`fieldComplexity` in
 * builder.ts reads no context, and no field sets its own), and Yoga hands the same parsed document
 * for the same text, so the hot public queries skip a validation pass.
 */
export function cachedDocumentCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  options: { variables?: unknown; operationName?: string | null; context: object },
): number | GraphQLError {
  let byInput = costs.get(document);
  if (!byInput) {
    byInput = new Map();
    costs.set(document, byInput);
  }
  const key = `${options.operationName ?? ''}\u0000${JSON.stringify(options.variables ?? {})}`;
  const known = byInput.get(key);
  if (known !== undefined) return known;
  const cost = documentCost(schema, document, options);
  // Errors are not kept: each request gets its own; nor is a cost whose arguments were not all
  // judged (a caller authorization refuses, see id-arguments.ts), as another caller is owed their refusal.
  if (cost instanceof GraphQLError || !judgedArgumentsOf(options.context)) return cost;
  if (byInput.size >= COSTS_PER_DOCUMENT) byInput.clear();
  byInput.set(key, cost);
  return cost;
}

/**
 * The cost of the operation a valid document runs, with its variables; a
 * GraphQLError when an argument cannot be read (a malformed id, a variable
 * of the wrong type).
 */
export function documentCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  {
    variables,
    operationName,
    context,
  }: { variables?: unknown; operationName?: string | null; context: object },
): number | GraphQLError {
  let cost = 0;
  const rule = createComplexityRule({
    context,
    operationName,
    variableValues: (variables ?? {}) as Record<string, unknown>,
    onResult: (result) => {
      cost = result.complexity;
    },
  });
  try {
    const errors = validate(schema, document, [rule]);
    return errors[0] ? asUserInputError(errors[0]) : cost;
  } catch (error) {
    if (error instanceof GraphQLError) return asUserInputError(error);
    throw error;
  }
}

/**
 * The error as the caller's mistake: graphql-js gives a variable of the wrong
 * type, or a missing one, no code; a malformed id keeps its own.
 */
const asUserInputError = (error: GraphQLError) =>
  error.extensions.code
    ? error
    : new GraphQLError(error.message, {
        nodes: error.nodes,
        extensions: { ...error.extensions, code: 'BAD_USER_INPUT' },
      });

export const costLimitError = (cost: number) =>
  new GraphQLError(
    `This document costs ${cost}, more than the limit of ${GRAPHQL_LIMITS.cost}: ask for smaller pages (first) or fewer fields.`,
    { extensions: { code: COST_LIMIT_CODE, cost, limit: GRAPHQL_LIMITS.cost, http: { status: 400 } } },
  );
