// A subscription lives no longer than the credential that opened it: once an
// API token is revoked or expires, or its owner is demoted, or a session is
// signed out, the stream ends with the refusal a new request would get (over
// graphql-ws and over HTTP server-sent events alike), and no event follows.
// A change made straight in the database, which announces nothing, is seen
// at the stream's next periodic check (subscription-credential-signal.test.ts
// has the announced ends of quiet streams).
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '../../../domain/shared/messages';
import { API_TOKEN_MESSAGES } from '../../../domain/tokens';
import type { RunningServer } from '../../../server/http/server';
import { CREDENTIAL_RECHECK_MS } from '../../../server/http/stream-access';
import { type TestApp, TestClock } from '../../helpers/app';
import { socketAppForFile, socketClient, subscribe } from '../../helpers/graphql-ws';
import { createToken, revokeToken } from '../../helpers/tokens';
import { ADMIN, createUser, sessionCookieFor } from '../../helpers/users';
import { PROCESSING, processingVideo } from '../../helpers/video-streams';

const clock = new TestClock();
const file = socketAppForFile({ clock });
let app: TestApp;
let running: RunningServer;
let adminCookie: string;
beforeAll(() => {
  ({ app, running, adminCookie } = file);
});

const refusal = (message: string) => ({ errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] });

describe('a subscription over graphql-ws ends', () => {
  const followed = async (credentials: { authorization?: string; cookie?: string }) => {
    const video = await processingVideo(app);
    const client = socketClient(running, credentials);
    const subscription = subscribe(client, PROCESSING, { id: video.id });
    await subscription.waitFor(1);
    video.step(0.5);
    await subscription.waitFor(2);
    return { video, subscription, dispose: () => client.dispose() };
  };

  it('when its token is revoked', async () => {
    const { token, apiToken } = await createToken(app, adminCookie, { scope: 'ADMIN' });
    const { video, subscription, dispose } = await followed({ authorization: `Bearer ${token}` });
    try {
      expect(subscription.events[1]).toEqual({
        data: { videoProcessing: { status: 'PROCESSING', progress: 0.5 } },
      });
      await revokeToken(app, adminCookie, apiToken.id);
      video.step(0.6);
      const events = await subscription.done;
      expect(events).toHaveLength(3);
      expect(events[2]).toMatchObject(refusal(API_TOKEN_MESSAGES.invalid));
    } finally {
      await dispose();
    }
  });

  it('when its token expires', async () => {
    const { token } = await createToken(app, adminCookie, { scope: 'ADMIN', expiresInDays: 1 });
    const { video, subscription, dispose } = await followed({ authorization: `Bearer ${token}` });
    try {
      clock.advance(86_400_000);
      video.step(0.6);
      const events = await subscription.done;
      expect(events.slice(2)).toMatchObject([refusal(API_TOKEN_MESSAGES.invalid)]);
    } finally {
      await dispose();
    }
  });

  it("when its token's owner is demoted", async () => {
    const owner = await createUser(app.prisma, {
      email: 'owner@test.example',
      password: 'owner password 1',
      role: 'admin',
    });
    const { token } = await createToken(app, await sessionCookieFor(app, owner.id), { scope: 'ADMIN' });
    const { video, subscription, dispose } = await followed({ authorization: `Bearer ${token}` });
    try {
      await app.prisma.user.update({ where: { id: owner.id }, data: { appMetadata: { role: 'member' } } });
      clock.advance(CREDENTIAL_RECHECK_MS);
      video.step(0.6);
      const events = await subscription.done;
      expect(events.slice(2)).toMatchObject([refusal(API_TOKEN_MESSAGES.ownerNotAdmin)]);
    } finally {
      await dispose();
    }
  });

  it('when its session is signed out', async () => {
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email: ADMIN.email } });
    const cookie = await sessionCookieFor(app, user.id);
    const { video, subscription, dispose } = await followed({ cookie });
    try {
      await app.gql('mutation { signOut { signedOut } }', {}, { cookie });
      video.step(0.6);
      const events = await subscription.done;
      expect(events.slice(2)).toMatchObject([refusal(AUTH.notSignedIn)]);
    } finally {
      await dispose();
    }
  });
});

describe('a subscription over server-sent events ends', () => {
  it('when its token is revoked', async () => {
    const { token, apiToken } = await createToken(app, adminCookie, { scope: 'ADMIN' });
    const video = await processingVideo(app);
    const response = await app.app.request('http://localhost/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ query: PROCESSING, variables: { id: video.id } }),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('"progress"')) text += (await reader.read()).value ?? '';
    await app.prisma.apiToken.update({
      where: { id: atob(apiToken.id).split(':')[1]! },
      data: { revokedAt: clock.now() },
    });
    clock.advance(CREDENTIAL_RECHECK_MS);
    video.step(0.6);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += chunk.value;
    const data = text
      .split('\n')
      .filter((line) => line.startsWith('data: ') && line !== 'data: ')
      .map((line) => JSON.parse(line.slice('data: '.length)));
    expect(data.at(-1)).toMatchObject(refusal(API_TOKEN_MESSAGES.invalid));
    expect(data.filter((event) => event.data)).toHaveLength(1);
  });
});
