// Failures an operator fixes from their message alone (a variable to correct,
// a service to reach, a server to stop first): the server and the CLI
// commands print the message, without a stack trace, and exit with code 1.
import { ConfigError } from './config';
import { DatabaseConnectionError, DatabaseInUseError } from './db';
import { StorageConnectionError } from './services/storage/s3';

const OPERATOR_ERRORS = [ConfigError, DatabaseInUseError, DatabaseConnectionError, StorageConnectionError];

/** Prints the error (its message alone when the operator's to fix) and exits with code 1. */
export function exitOnStartFailure(error: unknown): never {
  console.error(OPERATOR_ERRORS.some((kind) => error instanceof kind) ? (error as Error).message : error);
  process.exit(1);
}
