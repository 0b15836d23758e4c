// An admin's save whose row another admin deletes for good once the save has
// committed, before the save's answer is read: the answer is the resource's
// own not-found error, as the next read would say, never "Unexpected error."
// (the answer's findUniqueOrThrow failing with P2025). The delete is run at
// that moment every time (tests/helpers/reread-race.ts), on the run's
// database, PGlite or PostgreSQL. Soft deletes (posts, contacts, notes) keep
// the row, which an admin may still read; a CRM contact is deleted for good
// only by the undo of the import that created it, with its notes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_FORM } from '../../../domain/courses/form';
import { CRM_TEXT } from '../../../domain/crm/messages';
import { CTA_FORM } from '../../../domain/ctas/form';
import { MEDIA } from '../../../domain/media';
import { CONTENT } from '../../../domain/shared/content';
import { CRM } from '../../../domain/shared/messages';
import { SURVEY_BUILDER } from '../../../domain/surveys/builder';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, CTA_FIELDS, gid, rowId } from '../../helpers/content';
import { courseByApi, courseInput } from '../../helpers/courses';
import { importMutations, runImportJobs } from '../../helpers/crm-import';
import { createTestDatabase } from '../../helpers/db';
import { makeJpeg, uploadImage, uploadMutation } from '../../helpers/media';
import { type RereadRace, rereadRace } from '../../helpers/reread-race';

let app: TestApp;
let race: RereadRace;
/** The admin who saves. */
let saver: string;
/** The admin who deletes meanwhile. */
let deleter: string;

beforeAll(async () => {
  race = rereadRace(await createTestDatabase());
  app = await createTestApp({ db: race.db });
  saver = await adminCookie(app);
  deleter = await adminCookie(app, 'deleting.admin@test.example');
});
afterAll(() => app?.close());

type Answer = { __typename: string; id?: string; message?: string };

/** `field` of `document`, run as the saver. */
async function save(document: string, field: string, input: Record<string, unknown>): Promise<Answer> {
  const { data, errors } = await app.gql<Record<string, Answer>>(document, { input }, { cookie: saver });
  expect(errors).toBeUndefined();
  return data![field]!;
}

/** `mutation ($input: Input!) { field(input: $input) { ... on Type { selection } ... on Error { message } } }` */
const mutation = (field: string, input: string, type: string, selection: string) =>
  `mutation ($input: ${input}!) { ${field}(input: $input) {
    __typename ... on ${type} { ${selection} } ... on Error { message } } }`;

/** The other admin's delete through the API; it must succeed. */
async function remove(field: string, input: string, id: string, extra: Record<string, unknown> = {}) {
  const { data, errors } = await app.gql<Record<string, { __typename: string }>>(
    `mutation ($input: ${input}!) { ${field}(input: $input) { __typename ... on Error { message } } }`,
    { input: { id, ...extra } },
    { cookie: deleter },
  );
  expect(errors).toBeUndefined();
  expect(data![field]!.__typename).not.toMatch(/Error$/);
}

type Case = {
  /** The Prisma model of the row, as Prisma names it. */
  model: string;
  notFound: string;
  /** A row to save: its global id. */
  make(): Promise<string>;
  /** The save of the row `id`, at version 1. */
  save(id: string): Promise<Answer>;
  /** The other admin's delete of it. */
  remove(id: string): Promise<unknown>;
};

/** A create, whose row the other admin deletes (by its row id) before the answer is read. */
type CreateCase = {
  model: string;
  notFound: string;
  create(): Promise<Answer>;
  remove(rowId: string): Promise<unknown>;
};

let serial = 0;
const next = () => ++serial;

/** A CTA to save: its global id. */
const makeCta = async () =>
  (await save(mutation('createCta', 'CreateCtaInput', 'Cta', 'id'), 'createCta', CTA_FIELDS)).id!;

const CASES: Record<string, Case> = {
  updateCourse: {
    model: 'Course',
    notFound: COURSE_FORM.notFound,
    make: async () => (await courseByApi(app, saver, { title: 'Raced', slug: `raced-${next()}` })).id,
    save: async (id) => {
      const { input } = await courseByApi(app, saver, { title: 'Raced', slug: `unused-${next()}` });
      return save(
        mutation('updateCourse', 'UpdateCourseInput', 'Course', 'id title version'),
        'updateCourse',
        {
          ...input,
          slug: `raced-saved-${next()}`,
          id,
          expectedVersion: 1,
          title: 'Raced again',
        },
      );
    },
    remove: (id) => remove('deleteCourse', 'DeleteCourseInput', id),
  },
  updateCta: {
    model: 'Cta',
    notFound: CTA_FORM.notFound,
    make: makeCta,
    save: (id) =>
      save(mutation('updateCta', 'UpdateCtaInput', 'Cta', 'id header version'), 'updateCta', {
        ...CTA_FIELDS,
        id,
        expectedVersion: 1,
        header: 'Still need one?',
      }),
    remove: (id) => remove('deleteCta', 'DeleteCtaInput', id),
  },
  setCtaActive: {
    model: 'Cta',
    notFound: CTA_FORM.notFound,
    make: makeCta,
    save: (id) =>
      save(mutation('setCtaActive', 'SetCtaActiveInput', 'Cta', 'id isActive'), 'setCtaActive', {
        id,
        isActive: false,
      }),
    remove: (id) => remove('deleteCta', 'DeleteCtaInput', id),
  },
  updateVideo: {
    model: 'Video',
    notFound: MEDIA.videoNotFound,
    make: async () => {
      const video = await app.prisma.video.create({
        data: { title: 'Demo', url: `/media/videos/demo-${next()}.webm` },
      });
      return gid('Video', video.id);
    },
    save: (id) =>
      save(mutation('updateVideo', 'UpdateVideoInput', 'Video', 'id title version'), 'updateVideo', {
        id,
        expectedVersion: 1,
        title: 'Demo, cut',
      }),
    remove: (id) => remove('deleteVideo', 'DeleteVideoInput', id),
  },
  updateAsset: {
    model: 'Asset',
    notFound: MEDIA.assetNotFound,
    make: async () => (await uploadImage(app, saver, `raced-${next()}.jpg`, [300, 200])).id,
    save: (id) =>
      save(mutation('updateAsset', 'UpdateAssetInput', 'Asset', 'id name version'), 'updateAsset', {
        id,
        expectedVersion: 1,
        name: 'Renamed',
      }),
    remove: (id) => remove('deleteAsset', 'DeleteAssetInput', id),
  },
  renameMediaFolder: {
    model: 'MediaFolder',
    notFound: MEDIA.folderNotFound,
    make: async () =>
      (
        await save(
          mutation('createMediaFolder', 'CreateMediaFolderInput', 'MediaFolder', 'id'),
          'createMediaFolder',
          {
            kind: 'image',
            name: `raced-${next()}`,
          },
        )
      ).id!,
    save: (id) =>
      save(
        mutation('renameMediaFolder', 'RenameMediaFolderInput', 'MediaFolder', 'id name'),
        'renameMediaFolder',
        { id, name: `renamed-${next()}` },
      ),
    remove: (id) => remove('deleteMediaFolder', 'DeleteMediaFolderInput', id),
  },
  saveSurvey: {
    model: 'Survey',
    notFound: SURVEY_BUILDER.notFound,
    make: async () =>
      (
        await save(mutation('saveSurvey', 'SaveSurveyInput', 'Survey', 'id'), 'saveSurvey', {
          title: 'Raced survey',
          isActive: false,
          questions: [{ questionText: 'Your details', questionType: 'contact_form', choices: [] }],
        })
      ).id!,
    save: (id) =>
      save(mutation('saveSurvey', 'SaveSurveyInput', 'Survey', 'id title version'), 'saveSurvey', {
        id,
        expectedVersion: 1,
        title: 'Raced survey, renamed',
        isActive: false,
        questions: [{ questionText: 'Your details', questionType: 'contact_form', choices: [] }],
      }),
    remove: (id) => remove('deleteSurvey', 'DeleteSurveyInput', id),
  },
  saveTerm: {
    model: 'BlogTag',
    notFound: CONTENT.notFound,
    make: async () => {
      const saved = await app.gql<{ saveTerm: { term: { id: string } } }>(
        `mutation ($input: SaveTermInput!) { saveTerm(input: $input) { ... on SaveTermPayload { term { id } } } }`,
        { input: { kind: 'BLOG_TAG', name: 'Raced', slug: `raced-${next()}` } },
        { cookie: saver },
      );
      return saved.data!.saveTerm.term.id;
    },
    save: (id) =>
      save(
        `mutation ($input: SaveTermInput!) { saveTerm(input: $input) {
          __typename ... on SaveTermPayload { term { id name } } ... on Error { message } } }`,
        'saveTerm',
        { kind: 'BLOG_TAG', id, expectedVersion: 1, name: 'Raced, renamed', slug: `raced-renamed-${next()}` },
      ),
    remove: (id) => remove('deleteTerm', 'DeleteTermInput', id, { kind: 'BLOG_TAG' }),
  },
};

const CREATES: Record<string, CreateCase> = {
  createCourse: {
    model: 'Course',
    notFound: COURSE_FORM.notFound,
    create: async () =>
      save(mutation('createCourse', 'CreateCourseInput', 'Course', 'id title'), 'createCourse', {
        ...courseInput({ title: 'Raced', slug: `raced-new-${next()}` }),
      }),
    remove: (id) => remove('deleteCourse', 'DeleteCourseInput', gid('Course', id)),
  },
  createCta: {
    model: 'Cta',
    notFound: CTA_FORM.notFound,
    create: () => save(mutation('createCta', 'CreateCtaInput', 'Cta', 'id header'), 'createCta', CTA_FIELDS),
    remove: (id) => remove('deleteCta', 'DeleteCtaInput', gid('Cta', id)),
  },
  createMediaFolder: {
    model: 'MediaFolder',
    notFound: MEDIA.folderNotFound,
    create: () =>
      save(
        mutation('createMediaFolder', 'CreateMediaFolderInput', 'MediaFolder', 'id name'),
        'createMediaFolder',
        {
          kind: 'image',
          name: `raced-new-${next()}`,
        },
      ),
    remove: (id) => remove('deleteMediaFolder', 'DeleteMediaFolderInput', gid('MediaFolder', id)),
  },
  uploadAsset: {
    model: 'Asset',
    notFound: MEDIA.assetNotFound,
    create: async () => {
      const result = await uploadMutation<{ uploadAsset: Answer }>(
        app,
        mutation('uploadAsset', 'UploadAssetInput', 'Asset', 'id name'),
        { input: { file: null } },
        { bytes: await makeJpeg(300, 200), name: 'raced-new.jpg', type: 'image/jpeg' },
        saver,
      );
      expect(result.errors).toBeUndefined();
      return result.data!.uploadAsset;
    },
    remove: (id) => remove('deleteAsset', 'DeleteAssetInput', gid('Asset', id)),
  },
};

describe('a row deleted by another admin after a save committed and before its answer is read', () => {
  it.each(Object.entries(CREATES))(
    '%s answers its not-found error',
    async (_field, { model, notFound, ...steps }) => {
      const answer = await race.deletedBeforeReread({ model, remove: steps.remove }, steps.create);
      expect(answer).toEqual({ __typename: 'NotFoundError', message: notFound });
    },
  );

  it.each(Object.entries(CASES))(
    '%s answers its not-found error',
    async (_field, { model, notFound, ...steps }) => {
      const id = await steps.make();
      const answer = await race.deletedBeforeReread(
        { model, id: rowId(id), remove: () => steps.remove(id) },
        () => steps.save(id),
      );
      expect(answer).toEqual({ __typename: 'NotFoundError', message: notFound });
    },
  );
});

describe("a CRM contact an import created, deleted for good by the import's undo", () => {
  /** A finished import that created one contact: the import's and the contact's global ids. */
  async function importedContact() {
    const call = importMutations(
      () => app,
      () => saver,
    );
    const n = next();
    const draft = await call('createCrmImport', 'CreateCrmImportInput', {
      fileName: 'new.csv',
      csv: `First name,Last name,Email\nAda,Lovelace,ada.${n}@example.com\n`,
      mode: 'createOrUpdate',
    });
    expect((await call('runCrmImport', 'CrmImportIdInput', { id: draft.id })).status).toBe('running');
    await runImportJobs(app);
    const { contactId } = await app.prisma.crmImportRow.findFirstOrThrow({
      where: { importId: rowId(draft.id), action: 'created' },
    });
    const undo = async () => {
      const undone = await app.gql<{ undoCrmImport: { __typename: string; status?: string } }>(
        `mutation ($input: CrmImportIdInput!) { undoCrmImport(input: $input) {
          __typename ... on CrmImport { status } } }`,
        { input: { id: draft.id } },
        { cookie: deleter },
      );
      expect(undone.data!.undoCrmImport.status).toBe('undone');
    };
    return { contact: gid('CrmContact', contactId!), email: `ada.${n}@example.com`, undo };
  }

  /** A save racing the undo: the row it is armed for (none: the row the save creates), and the save. */
  type CrmCase = {
    model: string;
    notFound: string;
    prepare(contact: { contact: string; email: string }): Promise<{ id?: string; save(): Promise<Answer> }>;
  };
  const addNote = (contact: string) =>
    save(mutation('addCrmContactNote', 'AddCrmContactNoteInput', 'CrmNote', 'id'), 'addCrmContactNote', {
      contactId: contact,
      note: 'Called back.',
    });
  const CRM_CASES: Record<string, CrmCase> = {
    updateCrmContact: {
      model: 'CrmContact',
      notFound: CRM.notFound,
      prepare: async ({ contact, email }) => ({
        id: rowId(contact),
        save: () =>
          save(
            mutation('updateCrmContact', 'UpdateCrmContactInput', 'CrmContact', 'id version'),
            'updateCrmContact',
            { id: contact, expectedVersion: 1, firstName: 'Ada', lastName: 'King', email },
          ),
      }),
    },
    restoreCrmContact: {
      model: 'CrmContact',
      notFound: CRM.notFound,
      prepare: async ({ contact }) => {
        const deleted = await save(
          `mutation ($input: CrmContactIdInput!) { deleteCrmContact(input: $input) { __typename } }`,
          'deleteCrmContact',
          { id: contact },
        );
        expect(deleted.__typename).toBe('DeleteCrmContactsPayload');
        return {
          id: rowId(contact),
          save: () =>
            save(
              mutation('restoreCrmContact', 'CrmContactIdInput', 'CrmContact', 'id'),
              'restoreCrmContact',
              { id: contact },
            ),
        };
      },
    },
    addCrmContactNote: {
      model: 'CrmContactNote',
      notFound: CRM.notFound,
      prepare: async ({ contact }) => ({ save: () => addNote(contact) }),
    },
    updateCrmContactNote: {
      model: 'CrmContactNote',
      notFound: CRM_TEXT.noteNotFound,
      prepare: async ({ contact }) => {
        const added = await addNote(contact);
        return {
          id: rowId(added.id!),
          save: () =>
            save(
              mutation('updateCrmContactNote', 'UpdateCrmContactNoteInput', 'CrmNote', 'id'),
              'updateCrmContactNote',
              { id: added.id, expectedVersion: 1, note: 'Called back twice.' },
            ),
        };
      },
    },
  };

  it.each(Object.entries(CRM_CASES))(
    '%s answers its not-found error',
    async (_field, { model, notFound, prepare }) => {
      const { undo, ...imported } = await importedContact();
      const { id, save: run } = await prepare(imported);
      const answer = await race.deletedBeforeReread({ model, id, remove: undo }, run);
      expect(answer).toEqual({ __typename: 'NotFoundError', message: notFound });
    },
  );
});
