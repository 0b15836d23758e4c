// The course editor's tag field offers to create a course tag no course tag
// is named like; chosen from the keyboard, it is created and ticked.
import { describe, expect, it } from 'vitest';
import { adminSessionForFile } from '../../helpers/admin-browser';
import { createTagByTyping, noCreateForExistingTag } from '../../helpers/create-tag';

const admin = adminSessionForFile();

describe('a course tag typed in the course editor that does not exist', () => {
  it('is created and ticked, the focus kept in the field', async () => {
    const { server, page } = admin;
    await server.prisma.courseTag.create({ data: { slug: 'prompting', name: 'Prompting' } });
    const course = await server.prisma.course.create({
      data: {
        title: 'Agents in practice',
        slug: 'agents-in-practice',
        summary: 'Two days of practice.',
        description: '<p>Practice.</p>',
        duration: '2 days',
      },
    });

    await page.goto(`${server.url}/admin/courses/${course.id}`);
    const tags = page.getByRole('group', { name: 'Tags' });
    await tags.getByRole('checkbox', { name: 'Prompting' }).waitFor();
    await noCreateForExistingTag(page, 'course tag', 'Prompting', /^Prompting/);

    const picker = await createTagByTyping(page, 'course tag', 'Agent evaluation');
    const created = tags.getByRole('checkbox', { name: 'Agent evaluation' });
    await created.waitFor();
    expect(await created.isChecked()).toBe(true);
    // The new field takes the keyboard once it is in the page (an effect after the tick shows).
    await expect.poll(() => picker.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await server.prisma.courseTag.findUnique({ where: { slug: 'agent-evaluation' } })).toMatchObject({
      name: 'Agent evaluation',
    });
  });
});
