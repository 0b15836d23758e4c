// The app server of the ai benchmark, in a process of its own as in
// production: the benchmark's clients measure it from outside. Argument:
// `pglite`, or `postgres` (on TEST_DATABASE_URL).
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createHttpServer, listen } from '../../server/http/server';
import { createSession, SESSION_COOKIE } from '../../server/modules/auth/sessions';
import { createServices } from '../../server/services';
import { createUser } from '../helpers/users';
import { pgliteDatabase, postgresDatabase } from './databases';

const [kind, providerUrl, apiKey] = process.argv.slice(2) as [string, string, string];
const { db, label, drop } =
  kind === 'postgres' ? await postgresDatabase(process.env.TEST_DATABASE_URL!) : await pgliteDatabase();
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  OPENAI_API_KEY: apiKey,
  OPENAI_BASE_URL: providerUrl,
  // Checked on every request, as in production, but never reached here.
  AI_DAILY_TOKEN_BUDGET: '1000000000',
});
const running = await listen(
  createHttpServer(),
  createApp({ prisma: db.prisma, config, services: await createServices(config) }),
  config,
  {
    port: 0,
    host: '127.0.0.1',
  },
);
const admin = await createUser(db.prisma, {
  email: 'bench@example.com',
  password: 'bench password',
  role: 'admin',
});
const { token } = await createSession(db.prisma, admin.id, { ttlDays: 1, now: new Date() });

process.on('message', async (message: { close?: true }) => {
  if (!message.close) return;
  const runs = await db.prisma.aiRun.count({ where: { status: 'completed' } });
  await running.close();
  await drop();
  process.send!({ runs }, () => process.exit(0));
});
process.send!({ port: running.port, cookie: `${SESSION_COOKIE}=${token}`, label });
