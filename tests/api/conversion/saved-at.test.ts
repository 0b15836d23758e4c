// A visitor's contact message writes CRM rows an admin then edits from a
// version (a contact, its note): they are dated by the app's clock (a
// TestClock here, far from the system's time), as the admin's saves are, and
// a message that changes nothing of the contact but its last contact date
// leaves its updatedAt (what a stale save's refusal names) as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { contactInput, SEND_CONTACT, type SubmissionResult } from '../../helpers/conversion';

const clock = new TestClock(new Date('2031-03-04T05:06:00Z'));
let app: TestApp;
let nextIp = 1;

beforeAll(async () => {
  app = await createTestApp({ services: { clock } });
});
afterAll(() => app.close());

const HOUR = 3_600_000;

async function send(input: Record<string, unknown>) {
  const { data, errors } = await app.gql<{ sendContactMessage: SubmissionResult }>(
    SEND_CONTACT,
    { input },
    { clientIp: `198.51.100.${nextIp++}` },
  );
  expect(errors).toBeUndefined();
  expect(data!.sendContactMessage.__typename).toBe('SubmissionReceived');
}

const contact = () =>
  app.prisma.crmContact.findFirstOrThrow({
    where: { email: 'ada@example.com' },
    include: { notes: { orderBy: { createdAt: 'asc' } } },
  });

describe('CRM rows a visitor writes, dated by the app clock', () => {
  it('a new contact and its note, a later message, and one that fills the phone', async () => {
    const first = clock.now();
    await send(contactInput({ phone: '' }));
    const created = await contact();
    expect(created).toMatchObject({ version: 1, createdAt: first, updatedAt: first });
    expect(created.notes.map((note) => note.updatedAt)).toEqual([first]);

    clock.advance(HOUR);
    await send(contactInput({ phone: '' }));
    const touched = await contact();
    // Not a new version: its last contact date alone moves.
    expect(touched).toMatchObject({ version: 1, updatedAt: first, lastContactDate: clock.now() });
    expect(touched.notes.map((note) => note.updatedAt)).toEqual([first, clock.now()]);

    clock.advance(HOUR);
    await send(contactInput());
    expect(await contact()).toMatchObject({ version: 2, updatedAt: clock.now(), phone: '+44 20 7946 0000' });
  });
});
