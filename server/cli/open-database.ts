// The configured database and services of a CLI command: a wrong variable, a
// service out of reach or a database in use (a running server holds the
// embedded one) ends the command with one line, as the server's start does.
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db';
import { exitOnStartFailure } from '../operator-errors';

/** Runs a command's set-up; an error in it ends the process as `exitOnStartFailure` says. */
export async function orExitOnStartFailure<T>(setUp: () => T | Promise<T>): Promise<T> {
  try {
    return await setUp();
  } catch (error) {
    exitOnStartFailure(error);
  }
}

export function openConfiguredDatabase(): Promise<{ config: Config; db: Database }> {
  return orExitOnStartFailure(async () => {
    const config = loadConfig();
    return { config, db: await openDatabase(config.database) };
  });
}
