// The internal Slack webhook test (SPEC §2): the server posts a JSON test
// message to SLACK_WEBHOOK_URL, which never leaves the server.
import { formatMessage, SLACK } from '../../../domain/shared/messages';
import { SITE } from '../../../domain/shared/site';
import type { Context } from '../../context';
import { enforceRateLimit } from '../submissions/policy';

/** Slack refused the test, or could not be reached (status null). */
export class SlackWebhookError extends Error {
  override name = 'SlackWebhookError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** The spec's explanation of a refusal status. */
export function slackStatusMessage(status: number): string {
  if (status === 410) return SLACK.gone;
  if (status === 404) return SLACK.notFound;
  if (status === 403) return SLACK.forbidden;
  return formatMessage(SLACK.failed, { status: String(status) });
}

/** Posts the test message; resolves with what to tell the admin, or throws a SlackWebhookError. */
export async function testSlackWebhook(context: Context): Promise<string> {
  await enforceRateLimit(context, 'slackTest');
  const { slack, clock, log } = context.services;
  if (!slack) throw new SlackWebhookError(SLACK.notConfigured, null);
  let result: Awaited<ReturnType<typeof slack.post>>;
  try {
    result = await slack.post({
      text: `Test message from the ${SITE.name} website (${context.config.publicUrl}) at ${clock.now().toISOString()}`,
    });
  } catch (error) {
    log.warn('Slack webhook test: Slack could not be reached', error);
    throw new SlackWebhookError(SLACK.unreachable, null);
  }
  if (!result.ok) {
    log.warn(`Slack webhook test: Slack answered ${result.status} ${result.body}`);
    throw new SlackWebhookError(slackStatusMessage(result.status), result.status);
  }
  return SLACK.sent;
}
