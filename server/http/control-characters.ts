// Every string a GraphQL operation receives, in its variables or written in
// the document, loses its control characters before any resolver sees it: a
// NUL byte in a contact message would otherwise fail the insert ('Unexpected
// error.') and lose the message. Tabs and line breaks are kept. A lone UTF-16
// surrogate (half of an emoji, cut by a broken client) cannot be stored
// either: it becomes U+FFFD, the replacement character.
import { type DocumentNode, Kind, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { hasControlCharacters, stripControlCharacters } from '../../domain/shared/validation';

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
const needsCleaning = (text: string) => hasControlCharacters(text) || LONE_SURROGATE.test(text);
const cleanText = (text: string) => stripControlCharacters(text).replace(LONE_SURROGATES, '\uFFFD');

/** A copy of a JSON-like value with every string cleaned (the same value when nothing changes). */
export function cleanStrings<T>(value: T): T {
  if (typeof value === 'string') return (needsCleaning(value) ? cleanText(value) : value) as T;
  if (Array.isArray(value)) {
    const cleaned = value.map(cleanStrings);
    return (cleaned.some((item, index) => item !== value[index]) ? cleaned : value) as T;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value);
    const cleaned = entries.map(([key, item]) => [key, cleanStrings(item)] as const);
    return (
      cleaned.some(([, item], index) => item !== entries[index]![1]) ? Object.fromEntries(cleaned) : value
    ) as T;
  }
  return value;
}

// Documents are parsed once and reused (Yoga's parse cache): cleaned once each.
const cleanedDocuments = new WeakMap<DocumentNode, DocumentNode>();

function cleanDocument(document: DocumentNode): DocumentNode {
  let cleaned = cleanedDocuments.get(document);
  if (!cleaned) {
    cleaned = visit(document, {
      [Kind.STRING]: (node) =>
        needsCleaning(node.value) ? { ...node, value: cleanText(node.value) } : undefined,
    });
    cleanedDocuments.set(document, cleaned);
  }
  return cleaned;
}

export function controlCharacterPlugin(): Plugin {
  const clean = ({ args }: { args: { document: DocumentNode; variableValues?: unknown } }) => {
    args.document = cleanDocument(args.document);
    if (args.variableValues)
      args.variableValues = cleanStrings(args.variableValues) as typeof args.variableValues;
  };
  return { onExecute: clean, onSubscribe: clean };
}
