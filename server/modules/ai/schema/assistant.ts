// The AI assistant over GraphQL: `subscription { assistant(input:) }` streams
// AssistantEvent values (graphql-ws on /graphql), admin-only like every
// Subscription field. The failures are members of the union implementing
// `Error`, so clients select `... on Error { message }` as for mutations.
import { wrapErrorIfMatches } from '@pothos/plugin-errors';
import { ASSISTANT_TASKS } from '../../../../domain/ai/tasks';
import { builder } from '../../../builder';
import { ValidationError } from '../../../errors';
import type { TokenUsage } from '../../../services/ai';
import { ErrorInterface } from '../../shared/schema/errors';
import { streamAssistant } from '../assistant';
import {
  AssistantBudgetError,
  AssistantDelta,
  AssistantDone,
  AssistantNotConfiguredError,
  AssistantProviderError,
  AssistantTitle,
} from '../events';

const AssistantTaskEnum = builder.enumType('AssistantTask', {
  values: ASSISTANT_TASKS,
  description: 'CONTENT writes a post from the prompt; TITLES, META and IMPROVEMENTS work on `content`.',
});

const AssistantInput = builder.inputType('AssistantInput', {
  fields: (t) => ({
    task: t.field({ type: AssistantTaskEnum, required: true }),
    prompt: t.string({ description: 'What to write about (CONTENT).' }),
    content: t.string({ description: 'The post to work on, HTML (TITLES, META, IMPROVEMENTS).' }),
    history: t.stringList({ description: 'Earlier prompts of the conversation, oldest first (CONTENT).' }),
  }),
});

const AssistantUsage = builder.objectRef<TokenUsage>('AssistantUsage').implement({
  fields: (t) => ({
    promptTokens: t.exposeInt('promptTokens'),
    completionTokens: t.exposeInt('completionTokens'),
    totalTokens: t.exposeInt('totalTokens'),
  }),
});

const Delta = builder.objectType(AssistantDelta, {
  name: 'AssistantDelta',
  description:
    'A piece of the reply as it arrives: sanitized HTML for CONTENT and IMPROVEMENTS, text for META.',
  isTypeOf: (value) => value instanceof AssistantDelta,
  fields: (t) => ({ text: t.exposeString('text') }),
});

const Title = builder.objectType(AssistantTitle, {
  name: 'AssistantTitle',
  description: 'One title suggestion (TITLES), as soon as its line is complete.',
  isTypeOf: (value) => value instanceof AssistantTitle,
  fields: (t) => ({ title: t.exposeString('title') }),
});

const Done = builder.objectType(AssistantDone, {
  name: 'AssistantDone',
  description: 'The end of a reply: its whole sanitized text (titles one per line) and the tokens it used.',
  isTypeOf: (value) => value instanceof AssistantDone,
  fields: (t) => ({
    text: t.exposeString('text'),
    cutOff: t.exposeBoolean('cutOff', {
      description: 'The reply reached the token limit of its task and stops mid-way.',
    }),
    usage: t.field({ type: AssistantUsage, resolve: (done) => done.usage }),
  }),
});

const ProviderError = builder.objectType(AssistantProviderError, {
  name: 'AssistantProviderError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof AssistantProviderError,
  fields: (t) => ({
    detail: t.exposeString('detail'),
    retryAfterSeconds: t.exposeInt('retryAfterSeconds', {
      nullable: true,
      description:
        'Seconds the provider asked to wait before trying again (its Retry-After), when it said; `detail` says it in words.',
    }),
  }),
});

const NotConfiguredError = builder.objectType(AssistantNotConfiguredError, {
  name: 'AssistantNotConfiguredError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof AssistantNotConfiguredError,
  fields: (t) => ({
    help: t.exposeString('help'),
    variables: t.stringList({ resolve: (error) => [...error.variables] }),
  }),
});

const BudgetError = builder.objectType(AssistantBudgetError, {
  name: 'AssistantBudgetError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof AssistantBudgetError,
  fields: (t) => ({
    dailyTokenBudget: t.exposeInt('dailyTokenBudget'),
    tokensUsedToday: t.exposeInt('tokensUsedToday'),
    resetsAt: t.expose('resetsAt', { type: 'DateTime' }),
    tokensNeeded: t.exposeInt('tokensNeeded', {
      description: 'The most the refused request may have used: its prompt and the task’s max tokens.',
    }),
  }),
});

const AssistantEvent = builder.unionType('AssistantEvent', {
  types: [Delta, Title, Done, ProviderError, NotConfiguredError, BudgetError, ValidationError],
});

const EVENT_ERRORS = [
  ValidationError,
  AssistantProviderError,
  AssistantNotConfiguredError,
  AssistantBudgetError,
];

builder.subscriptionField('assistant', (t) =>
  t.field({
    type: AssistantEvent,
    description: 'Streams one assistant reply; unsubscribing stops it and the request to the provider.',
    args: { input: t.arg({ type: AssistantInput, required: true }) },
    subscribe: (_root, { input }, context) => streamAssistant(context, input),
    // graphql-js treats an Error value as a failure of the field; plugin-errors'
    // wrapper (what its `errors` option does for mutations) makes it a union
    // member. The option itself would wrap the stream in an async generator,
    // which holds back an unsubscribe until the next chunk arrives.
    resolve: (event) => wrapErrorIfMatches(event, EVENT_ERRORS) as typeof event,
  }),
);
