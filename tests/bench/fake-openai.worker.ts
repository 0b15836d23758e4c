// The local OpenAI-protocol server of the ai benchmark, in a process of its
// own: its pacing must not depend on how busy the benchmark's process (the
// app server and both clients) is.
import { type FakeReply, startFakeOpenAi } from '../helpers/fake-openai';

const fake = await startFakeOpenAi();
process.on('message', (message: { reply?: FakeReply; close?: true }) => {
  if (message.reply) {
    const reply = message.reply;
    fake.reply = () => reply;
    process.send!({ ready: true });
  }
  if (message.close) void fake.close().then(() => process.exit(0));
});
process.send!({ url: fake.url, apiKey: fake.apiKey });
