// Background jobs as admins may read them (also through node(id:)): a
// module's mutation that starts long work returns its Job, whose status and
// progress the back-office shows.
import { builder } from '../../../builder';
import { JobStatus as PrismaJobStatus } from '../../../db/generated/prisma/enums';

const JobStatusEnum = builder.enumType(PrismaJobStatus, { name: 'JobStatus' });

export const JobNode = builder.prismaNode('Job', {
  id: { field: 'id' },
  nullable: true,
  authScopes: { admin: true },
  fields: (t) => ({
    kind: t.exposeString('kind'),
    status: t.expose('status', { type: JobStatusEnum }),
    attempts: t.exposeInt('attempts'),
    maxAttempts: t.exposeInt('maxAttempts'),
    progress: t.expose('progress', {
      type: 'JSON',
      nullable: true,
      description: 'What the job last reported: a fraction, counts, a message...',
    }),
    result: t.expose('result', { type: 'JSON', nullable: true }),
    lastError: t.exposeString('lastError', { nullable: true }),
    runAfter: t.expose('runAfter', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});
