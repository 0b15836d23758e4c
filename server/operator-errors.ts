// Failures an operator fixes from their message alone (a variable to correct,
// a service to reach, a server to stop first): the server and the CLI
// commands print the message, without a stack trace, and exit with code 1.
// With LOG_FORMAT=json the line is a JSON event like the rest of the log
// (read from the environment alone, since the failure may be the config's).
import { ConfigError, startLogFormat } from './config';
import { DatabaseConnectionError, DatabaseInUseError } from './db';
import { createLogger } from './log';
import { StorageConnectionError } from './services/storage/s3';

/** The address to listen on is taken (http/server.ts). */
export class PortInUseError extends Error {}

/** `npm run serve` before `npm run build` (http/client.ts). */
export class ClientNotBuiltError extends Error {}

const OPERATOR_ERRORS = [
  ConfigError,
  DatabaseInUseError,
  DatabaseConnectionError,
  StorageConnectionError,
  PortInUseError,
  ClientNotBuiltError,
];

/** Prints the error (its message alone when the operator's to fix) and exits with code 1. */
export function exitOnStartFailure(error: unknown): never {
  const operators = OPERATOR_ERRORS.some((kind) => error instanceof kind);
  if (startLogFormat() === 'json') {
    const log = createLogger('error', 'json');
    if (operators) log.error((error as Error).message);
    else log.error('Could not start', error);
  } else {
    console.error(operators ? (error as Error).message : error);
  }
  process.exit(1);
}
