// What the public conversion dialogs need to know about this installation:
// the scheduling page to embed, and whether a Slack webhook is configured.
import { builder, PUBLIC } from '../../../builder';

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

/** The scheduling page in month view (the `layout` parameter is added unless the URL sets one). */
export function schedulerEmbedUrl(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('layout')) parsed.searchParams.set('layout', 'month_view');
  return parsed.toString();
}

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
