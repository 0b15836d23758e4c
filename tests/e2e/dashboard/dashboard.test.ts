// The back-office dashboard, in Chromium: posts counted by status, the latest
// posts and contacts, and the emails not delivered.
import { describe, expect, it } from 'vitest';
import { adminSessionForFile } from '../../helpers/admin-browser';
import { seriousAxeViolations } from '../../helpers/browser';

const admin = adminSessionForFile();

const expectAccessible = async () => expect(await seriousAxeViolations(admin.page)).toEqual([]);

describe('the dashboard', () => {
  it('counts posts by status and lists the latest posts, contacts and undelivered emails', async () => {
    const { server, page } = admin;
    const author = await server.prisma.blogAuthor.create({ data: { slug: 'sam', name: 'Sam' } });
    await server.prisma.blogPost.create({
      data: { title: 'Filed under old news', slug: 'filed', content: '<p>x</p>', authorId: author.id },
    });
    await server.prisma.crmContact.create({
      data: { firstName: 'Rita', lastName: 'Moreno', email: 'rita@example.com', source: 'Website' },
    });
    await server.prisma.emailOutbox.create({
      data: {
        template: 'contact_notification',
        toEmail: 'inbox@lab.test',
        subject: 'Bounced one',
        data: {},
        status: 'failed',
        lastError: '550 no such user',
      },
    });
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const drafts = page.getByRole('link', { name: 'Draft posts' });
    expect(await drafts.locator('xpath=../following-sibling::dd').textContent()).toBe(
      String(await server.prisma.blogPost.count({ where: { isPublished: false, deleted: false } })),
    );
    await page.getByRole('region', { name: 'Latest posts' }).getByText('Filed under old news').waitFor();
    await page.getByRole('region', { name: 'Latest contacts' }).getByText('Rita Moreno').waitFor();
    await page
      .getByRole('region', { name: 'Emails not delivered (1)' })
      .getByText('550 no such user')
      .waitFor();
    await expectAccessible();
  });
});
