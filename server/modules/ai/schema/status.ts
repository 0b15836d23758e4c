// What the assistant dialog shows before anything is asked: whether the
// server has a key, which model answers, and the admin's budget for today.
import { builder } from '../../../builder';
import { tokensUsedToday } from '../usage';

type AssistantStatus = {
  configured: boolean;
  model: string;
  dailyTokenBudget: number | null;
  tokensUsedToday: number;
};

const AssistantStatusType = builder.objectRef<AssistantStatus>('AssistantStatus').implement({
  fields: (t) => ({
    configured: t.exposeBoolean('configured', { description: 'Whether OPENAI_API_KEY is set.' }),
    model: t.exposeString('model'),
    dailyTokenBudget: t.exposeInt('dailyTokenBudget', {
      nullable: true,
      description: 'Tokens each admin may use a day (UTC); null when there is no limit.',
    }),
    tokensUsedToday: t.exposeInt('tokensUsedToday', { description: "The viewer's tokens since 00:00 UTC." }),
  }),
});

builder.queryField('assistantStatus', (t) =>
  t.field({
    type: AssistantStatusType,
    resolve: async (_root, _args, { config, prisma, services, viewer }) => ({
      configured: services.ai !== null,
      model: services.ai?.model ?? config.ai.model,
      dailyTokenBudget: config.ai.dailyTokenBudget > 0 ? config.ai.dailyTokenBudget : null,
      tokensUsedToday: await tokensUsedToday(prisma, viewer!.id, services.clock.now()),
    }),
  }),
);
