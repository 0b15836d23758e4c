// A provider's adapter may pass on pieces with no text (a keep-alive, a
// role-only first chunk): they hold no token, so they neither stop a reply as
// past its max tokens nor count in what it is charged. OpenAI's adapter drops
// them, so this app's AI service is one that sends them.
import { describe, expect, it } from 'vitest';
import { AI } from '../../../domain/ai/constants';
import type { AiService } from '../../../server/services/ai';
import { assist, assistantServerForFile } from '../../helpers/assistant';

const TITLES = '1. Agents\n2. Support';
/** More empty pieces than titles' max tokens, around a short reply. */
const withEmptyPieces: AiService = {
  model: 'empty-pieces',
  async *streamChat() {
    for (let index = 0; index < AI.maxTokens.titles + 10; index++) yield { text: '' };
    yield { text: TITLES };
    yield { text: '' };
  },
};

describe('empty pieces of a reply', () => {
  const setup = assistantServerForFile({ services: { ai: withEmptyPieces } });

  it('count as no tokens: the reply is not stopped, and is charged its text', async () => {
    const events = await assist(setup.admin, { task: 'TITLES', content: '<p>A post about agents.</p>' });

    expect(events.at(-1)).toMatchObject({ __typename: 'AssistantDone', cutOff: false });
    expect(await setup.app.prisma.aiRun.findFirst()).toMatchObject({
      status: 'completed',
      tokensEstimated: true,
    });
  });
});
