// The internal Slack webhook test (SPEC §2): the server posts a JSON test
// message to SLACK_WEBHOOK_URL, which never leaves the server.
import { formatMessage, SLACK } from '../../../../domain/messages';
import { SITE } from '../../../../domain/site';
import { builder } from '../../../builder';
import { RateLimitError } from '../../../errors';
import { ErrorInterface } from '../../shared/schema/errors';
import { enforceRateLimit } from '../../submissions/policy';

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

builder.objectType(SlackWebhookError, {
  name: 'SlackWebhookError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof SlackWebhookError,
  fields: (t) => ({
    status: t.int({
      nullable: true,
      description: 'HTTP status from Slack; null when it was not reached.',
      resolve: (error) => error.status,
    }),
  }),
});

const SlackTestPayload = builder.objectRef<{ message: string }>('SlackTestPayload').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

/** The spec's explanation of a refusal status. */
export function slackStatusMessage(status: number): string {
  if (status === 410) return SLACK.gone;
  if (status === 404) return SLACK.notFound;
  if (status === 403) return SLACK.forbidden;
  return formatMessage(SLACK.failed, { status: String(status) });
}

builder.mutationFields((t) => ({
  // Admin only: the screen is internal, and a public button would let anyone
  // post into the team's Slack channel.
  testSlackWebhook: t.field({
    type: SlackTestPayload,
    description: 'Posts a test message to the configured Slack webhook (admins).',
    errors: { types: [SlackWebhookError, RateLimitError] },
    resolve: async (_root, _args, context) => {
      enforceRateLimit(context, 'slackTest');
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
      return { message: SLACK.sent };
    },
  }),
}));
