// What the public conversion dialogs need to know about this installation:
// the scheduling page to embed, and whether a Slack webhook is configured.
import { builder, PUBLIC } from '../../../builder';
import { schedulerEmbedUrl } from '../settings';

const ConversionSettings = builder
  .objectRef<{ schedulerUrl: string | null; slackWebhookConfigured: boolean }>('ConversionSettings')
  .implement({
    fields: (t) => ({
      schedulerUrl: t.exposeString('schedulerUrl', {
        nullable: true,
        description: 'Scheduling page of the 30-minute event, in month view; null when not configured.',
      }),
      slackWebhookConfigured: t.exposeBoolean('slackWebhookConfigured'),
    }),
  });

builder.queryFields((t) => ({
  conversionSettings: t.field({
    ...PUBLIC,
    type: ConversionSettings,
    description: 'What the public conversion dialogs need to know about this installation.',
    resolve: (_root, _args, context) => ({
      schedulerUrl: context.config.schedulerUrl ? schedulerEmbedUrl(context.config.schedulerUrl) : null,
      slackWebhookConfigured: context.services.slack !== null,
    }),
  }),
}));
