// The internal Slack webhook test's mutation (../slack.ts holds the rules).
import { builder } from '../../../builder';
import { RateLimitError } from '../../../errors';
import { ErrorInterface } from '../../shared/schema/errors';
import { SlackWebhookError, testSlackWebhook } from '../slack';

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

builder.mutationFields((t) => ({
  // Admin only: the screen is internal, and a public button would let anyone
  // post into the team's Slack channel.
  testSlackWebhook: t.field({
    type: SlackTestPayload,
    description: 'Posts a test message to the configured Slack webhook (admins).',
    errors: { types: [SlackWebhookError, RateLimitError] },
    resolve: async (_root, _args, context) => ({ message: await testSlackWebhook(context) }),
  }),
}));
