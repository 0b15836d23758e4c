// Limits on the shape of any GraphQL document, in every mode and over the
// WebSocket too: depth, aliases, directives and tokens (GraphQL Armor), so a
// document of ten thousand aliases is refused before it runs. Every persisted
// operation of the web app passes well within them (a test checks). The cost
// of a document (lists multiplied by `first`) is the API issue's to add.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { Plugin } from 'graphql-yoga';

export const GRAPHQL_LIMITS = {
  /** Deepest persisted operation: 11 (a paginated post list). */
  depth: 15,
  /** Persisted operations use at most 1. */
  aliases: 15,
  directives: 20,
  /** Largest persisted operation: 159 tokens. */
  tokens: 1000,
} as const;

export function graphqlLimitsPlugin(): Plugin {
  return EnvelopArmorPlugin({
    maxDepth: { n: GRAPHQL_LIMITS.depth },
    maxAliases: { n: GRAPHQL_LIMITS.aliases },
    maxDirectives: { n: GRAPHQL_LIMITS.directives },
    maxTokens: { n: GRAPHQL_LIMITS.tokens },
    // Left to the API issue: cost limits, and hiding field suggestions.
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }) as Plugin;
}
