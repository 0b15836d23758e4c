// What the back-office reads and writes of courses: admin-only fields (the
// description as written, catalogue position, version), every course with
// search and a status filter, and create, update and delete.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { COURSE_FORM } from '../../../../domain/courses/form';
import { builder } from '../../../builder';
import type { Context } from '../../../context';
import type { Prisma } from '../../../db';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors';
import { type FlagStatus, flagWhere } from '../../shared/flagWhere';
import { countedConnectionTypes } from '../../shared/keyset';
import { reload, reloaded } from '../../shared/reread';
import { LEFT_OUT_KEPT } from '../../shared/saves';
import { statusFilter } from '../../shared/schema/status-filter';
import { searchWhere } from '../../shared/text-search';
import { createCourse, deleteCourse, updateCourse } from '../courses';
import { CourseLevelEnum, CourseType, catalogueConnection, DeliveryFormatEnum } from './course';

const ADMIN = { authScopes: { admin: true } } as const;

builder.prismaObjectFields(CourseType, (t) => ({
  rawDescription: t.exposeString('description', {
    ...ADMIN,
    description: 'The description as written in the editor, before sanitizing.',
  }),
  sortOrder: t.exposeInt('sortOrder', ADMIN),
  version: t.exposeInt('version', {
    ...ADMIN,
    description: 'Incremented by every save; an update names the version it was made from.',
  }),
  createdAt: t.expose('createdAt', { ...ADMIN, type: 'DateTime' }),
}));

const { StatusEnum: CourseStatusEnum, deprecationReason } = statusFilter({
  name: 'CourseStatus',
  yes: { name: 'PUBLISHED', description: 'In the catalogue.' },
  no: { name: 'DRAFT', description: 'Not published.' },
});

async function adminWhere(
  context: Context,
  args: {
    search?: string | null;
    status?: FlagStatus | null;
    published?: boolean | null;
    category?: string | null;
  },
): Promise<Prisma.CourseWhereInput> {
  return {
    ...flagWhere('isPublished', args.status, args.published),
    ...(args.category ? { category: { slug: args.category } } : {}),
    ...(await searchWhere(context, args.search)),
  };
}

builder.queryFields((t) => ({
  adminCourses: t.connection(
    {
      type: CourseType,
      description:
        'Every course in catalogue order, published or not; each word of `search` is looked for in titles, slugs and summaries; `category` is the slug of a course category.',
      args: {
        search: t.arg.string(),
        status: t.arg({ type: CourseStatusEnum }),
        published: t.arg.boolean({ deprecationReason: deprecationReason('published') }),
        category: t.arg.string(),
      },
      resolve: async (_root, args, context, info) =>
        catalogueConnection({ args, context, info }, await adminWhere(context, args)),
    },
    ...countedConnectionTypes('adminCourses'),
  ),
}));

type FieldBuilder = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

const CourseLessonInput = builder.inputType('CourseLessonInput', {
  fields: (t) => ({ title: t.string({ required: true }), durationMinutes: t.int() }),
});

const CourseModuleInput = builder.inputType('CourseModuleInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    summary: t.string(),
    lessons: t.field({ type: [CourseLessonInput] }),
  }),
});

const courseFields = (t: FieldBuilder) => ({
  title: t.string({ required: true }),
  slug: t.string({ required: true }),
  summary: t.string({ required: true }),
  description: t.string({ required: true, description: 'HTML, sanitized when shown.' }),
  level: t.field({ type: CourseLevelEnum, required: true }),
  deliveryFormat: t.field({ type: DeliveryFormatEnum, required: true }),
  duration: t.string({ required: true, description: 'A label such as "2 days".' }),
  durationMinutes: t.int(),
  priceCents: t.int({ description: 'null means price on request.' }),
  currency: t.string({ required: true }),
  imageUrl: t.string(),
  isPublished: t.boolean({ required: true }),
  sortOrder: t.int(),
  categoryId: t.globalID(),
  tagIds: t.globalIDList(),
  modules: t.field({
    type: [CourseModuleInput],
    description: 'The whole outline, in order; replaces the old one.',
  }),
});

const CreateCourseInput = builder.inputType('CreateCourseInput', { fields: courseFields });
const UpdateCourseInput = builder.inputType('UpdateCourseInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: CourseType }),
    expectedVersion: t.int({ required: true }),
    ...courseFields(t),
  }),
});
const DeleteCourseInput = builder.inputType('DeleteCourseInput', {
  fields: (t) => ({ id: t.globalID({ required: true, for: CourseType }) }),
});
const DeleteCoursePayload = builder.objectRef<{ deletedId: string }>('DeleteCoursePayload').implement({
  fields: (t) => ({ deletedId: t.exposeID('deletedId') }),
});

builder.mutationFields((t) => ({
  createCourse: t.prismaField({
    type: CourseType,
    args: { input: t.arg({ type: CreateCourseInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (query, _root, { input }, context) =>
      reloaded(
        context.prisma.course.findUnique(reload(query, await createCourse(context, input))),
        COURSE_FORM.notFound,
      ),
  }),
  updateCourse: t.prismaField({
    type: CourseType,
    description: `Refused with a ConflictError when the course changed since expectedVersion. ${LEFT_OUT_KEPT}`,
    args: { input: t.arg({ type: UpdateCourseInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, ConflictError] },
    resolve: async (query, _root, { input }, context) => {
      const { id, expectedVersion, ...fields } = input;
      const courseId = await updateCourse(context, id, expectedVersion, fields);
      return reloaded(context.prisma.course.findUnique(reload(query, courseId)), COURSE_FORM.notFound);
    },
  }),
  deleteCourse: t.field({
    type: DeleteCoursePayload,
    args: { input: t.arg({ type: DeleteCourseInput, required: true }) },
    errors: { types: [NotFoundError] },
    resolve: async (_root, { input }, context) => ({
      deletedId: encodeGlobalID('Course', await deleteCourse(context, input.id)),
    }),
  }),
}));
