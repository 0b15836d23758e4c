// Slack incoming webhooks: one POST of a JSON message. Thin on purpose;
// tests run it against a local HTTP server answering as Slack does.
export type SlackResult = { ok: true } | { ok: false; status: number; body: string };

export type SlackWebhook = { post(message: { text: string }): Promise<SlackResult> };

export const SLACK_TIMEOUT_MS = 10_000;

export function createSlackWebhook(url: string): SlackWebhook {
  return {
    async post(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(SLACK_TIMEOUT_MS),
        redirect: 'error',
      });
      const body = (await response.text()).slice(0, 500);
      return response.ok ? { ok: true } : { ok: false, status: response.status, body };
    },
  };
}
