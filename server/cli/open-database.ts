// The configured database of a CLI command: a wrong variable or a database in
// use (a running server holds the embedded one) ends the command with one line.
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db';
import { exitOnStartFailure } from '../operator-errors';

export async function openConfiguredDatabase(): Promise<{ config: Config; db: Database }> {
  try {
    const config = loadConfig();
    return { config, db: await openDatabase(config.database) };
  } catch (error) {
    exitOnStartFailure(error);
  }
}
