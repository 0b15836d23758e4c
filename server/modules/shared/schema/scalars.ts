// Scalars: DateTime (ISO 8601 instants, UTC), Date (calendar dates) and JSON.
import { GraphQLError, Kind, type ValueNode } from 'graphql';
import { builder } from '../../../builder';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 string');
    return date;
  },
});

builder.scalarType('Date', {
  description: 'A calendar date, YYYY-MM-DD.',
  serialize: (value) => (typeof value === 'string' ? value : value.toISOString().slice(0, 10)),
  parseValue: (value) => {
    if (typeof value !== 'string' || !ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) {
      throw new GraphQLError('Date must be YYYY-MM-DD');
    }
    return value;
  },
});

function literalToJson(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map(literalToJson);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, literalToJson(field.value)]));
    default:
      throw new GraphQLError('JSON literals cannot contain variables');
  }
}

builder.scalarType('JSON', {
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (node) => literalToJson(node),
});

builder.scalarType('File', {
  description: 'A file sent with the GraphQL multipart request spec (input only).',
  serialize: () => {
    throw new GraphQLError('File is an input type');
  },
  parseValue: (value) => {
    // Yoga's multipart parser makes its own File objects (@whatwg-node), not Node's.
    if (isUploadedFile(value)) return value as File;
    throw new GraphQLError('Expected a file sent as a multipart upload');
  },
  // A literal cannot be a file: it reaches the resolver, which refuses it as bad input.
  parseLiteral: (node) => (node.kind === Kind.STRING ? node.value : ''),
});

function isUploadedFile(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as { name?: unknown; arrayBuffer?: unknown; stream?: unknown };
  return (
    typeof file.name === 'string' &&
    typeof file.arrayBuffer === 'function' &&
    typeof file.stream === 'function'
  );
}
