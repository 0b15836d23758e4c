// Internal: sends a test message to the Slack webhook configured on the
// server and shows Slack's answer with troubleshooting steps (SPEC §2, §8).
import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { SLACK } from '../../../../domain/shared/messages';
import type { WebhookTestPageMutation } from '../../../__generated__/WebhookTestPageMutation.graphql';
import type { WebhookTestPageQuery } from '../../../__generated__/WebhookTestPageQuery.graphql';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { PageIntro } from '../../../components/PageIntro';

type Outcome = { ok: true; message: string } | { ok: false; message: string; status: number | null };

/** What to check for each answer, most likely cause first. */
export function troubleshootingSteps(status: number | null): string[] {
  if (status === 410) {
    return [
      'Create a new incoming webhook in the Slack app settings.',
      'Check that the channel still exists and is not archived.',
      'Put the new URL in SLACK_WEBHOOK_URL and restart the server.',
    ];
  }
  if (status === 404) {
    return [
      'Compare SLACK_WEBHOOK_URL with the URL shown in the Slack app settings.',
      'Check that the Slack app is still installed in the workspace.',
    ];
  }
  if (status === 403) {
    return [
      'Reinstall the Slack app to the workspace to get a fresh webhook URL.',
      'Check that the app is allowed to post in the channel.',
    ];
  }
  return [
    'Check that the server can reach hooks.slack.com (proxy, firewall, DNS).',
    'Check Slack status for incidents.',
    'Try again in a minute.',
  ];
}

export default function WebhookTestPage() {
  const { conversionSettings, viewer } = useLazyLoadQuery<WebhookTestPageQuery>(
    graphql`
      query WebhookTestPageQuery {
        conversionSettings {
          slackWebhookConfigured
        }
        viewer {
          role
        }
      }
    `,
    {},
  );
  const [commit, sending] = useMutation<WebhookTestPageMutation>(graphql`
    mutation WebhookTestPageMutation {
      testSlackWebhook {
        __typename
        ... on SlackTestPayload {
          message
        }
        ... on SlackWebhookError {
          message
          status
        }
        ... on RateLimitError {
          message
        }
      }
    }
  `);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const isAdmin = viewer?.role === 'admin';

  const run = () =>
    commit({
      variables: {},
      onCompleted: ({ testSlackWebhook: answer }) => {
        if (answer.__typename === 'SlackTestPayload') setOutcome({ ok: true, message: answer.message });
        else if (answer.__typename === 'SlackWebhookError')
          setOutcome({ ok: false, message: answer.message, status: answer.status ?? null });
        else if (answer.__typename === 'RateLimitError')
          setOutcome({ ok: false, message: answer.message, status: 429 });
      },
      onError: () => setOutcome({ ok: false, message: SLACK.unreachable, status: null }),
    });

  return (
    <div className="max-w-2xl space-y-6">
      {/* Internal: kept out of search results. */}
      <PageIntro
        title="Slack webhook test"
        lead="Internal tool: sends a test message to the team's Slack channel."
        path="/webhook-test"
        noIndex
      />
      {conversionSettings.slackWebhookConfigured ? null : <Alert tone="warning">{SLACK.notConfigured}</Alert>}
      {isAdmin ? null : (
        <Alert tone="info">
          Only administrators can send a test message.{' '}
          <Link to="/admin/login" state={{ from: '/webhook-test' }} className="font-semibold underline">
            Sign in
          </Link>
        </Alert>
      )}
      <Button onClick={run} busy={sending} disabled={!isAdmin || !conversionSettings.slackWebhookConfigured}>
        {sending ? 'Sending...' : 'Send test message'}
      </Button>
      {outcome?.ok ? (
        <Alert tone="success" title="Success">
          {outcome.message}
        </Alert>
      ) : null}
      {outcome && !outcome.ok ? (
        <Alert tone="error" title="The test failed">
          <p>{outcome.message}</p>
          <p className="mt-3 font-semibold">Troubleshooting</p>
          <ol className="mt-1 list-decimal space-y-1 pl-5">
            {troubleshootingSteps(outcome.status).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Alert>
      ) : null}
    </div>
  );
}
