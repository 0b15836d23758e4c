// Changing videos: metadata, moves between folders and deletion, and the
// progress of a video's processing as a subscription. Videos themselves
// arrive through resumable uploads at /api/uploads.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { MEDIA } from '../../../../domain/media';
import { builder } from '../../../builder';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors';
import { stoppable, watchJob } from '../../jobs/watch';
import { type GlobalId, rowIdOf, rowIdOrNotFound } from '../../shared/ids';
import { reload, reloaded } from '../../shared/reread';
import { LEFT_OUT_KEPT } from '../../shared/saves';
import { ErrorInterface } from '../../shared/schema/errors';
import { deleteVideo, moveVideo, processVideoAgain, updateVideo, VideoInUseError } from '../videos';
import { AssetUseType } from './asset-mutations';
import { DeletedPayload } from './library';
import { VideoNode, VideoStatusEnum } from './media';

const CustomFieldInput = builder.inputType('VideoCustomFieldInput', {
  fields: (t) => ({ key: t.string({ required: true }), value: t.string({ required: true }) }),
});
const UpdateVideoInput = builder.inputType('UpdateVideoInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: VideoNode }),
    expectedVersion: t.int({ required: true, description: 'The version the edit started from.' }),
    title: t.string({ required: true }),
    description: t.string(),
    tags: t.string({ description: 'Comma-separated; trimmed.' }),
    category: t.string(),
    language: t.string(),
    custom: t.field({
      type: [CustomFieldInput],
      description: 'Pairs with an empty key or value are dropped.',
    }),
  }),
});
const MoveVideoInput = builder.inputType('MoveVideoInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: VideoNode }),
    folder: t.string({ description: 'Empty for the root.' }),
    expectedVersion: t.int({
      description:
        'The version the move started from: refused with a ConflictError when the video changed since. Left out: moved whatever it is at.',
    }),
  }),
});
const ProcessVideoAgainInput = builder.inputType('ProcessVideoAgainInput', {
  fields: (t) => ({ id: t.globalID({ required: true, for: VideoNode }) }),
});
const DeleteVideoInput = builder.inputType('DeleteVideoInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: VideoNode }),
    removeEverywhere: t.boolean({
      description: 'Take the video out of the posts, courses and surveys playing it, then delete it.',
    }),
  }),
});
builder.objectType(VideoInUseError, {
  name: 'VideoInUseError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof VideoInUseError,
  fields: (t) => ({
    message: t.exposeString('message'),
    uses: t.field({ type: [AssetUseType], resolve: (error) => error.uses }),
  }),
});

const videoId = (id: GlobalId) => rowIdOrNotFound(id, 'Video', MEDIA.videoNotFound);
builder.mutationFields((t) => ({
  updateVideo: t.prismaField({
    type: VideoNode,
    description: `The metadata editor: title (required), description, tags, category, language, custom fields. Refused with a ConflictError when the video changed since expectedVersion. ${LEFT_OUT_KEPT}`,
    args: { input: t.arg({ type: UpdateVideoInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, ConflictError] },
    resolve: async (query, _root, { input: { id, expectedVersion, ...fields } }, context) => {
      const row = videoId(id);
      await updateVideo(context, row, expectedVersion, fields);
      return reloaded(context.prisma.video.findUnique(reload(query, row)), MEDIA.videoNotFound);
    },
  }),
  moveVideo: t.prismaField({
    type: VideoNode,
    args: { input: t.arg({ type: MoveVideoInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, ConflictError] },
    resolve: async (query, _root, { input }, context) => {
      const row = videoId(input.id);
      await moveVideo(context, row, input.folder, input.expectedVersion);
      return reloaded(context.prisma.video.findUnique(reload(query, row)), MEDIA.videoNotFound);
    },
  }),
  processVideoAgain: t.prismaField({
    type: VideoNode,
    description:
      'Queues the processing of a video whose processing failed, or stopped with its job ended, again; follow it with videoProcessing. Refused with a ConflictError for any other video, or one whose uploaded file was not kept.',
    args: { input: t.arg({ type: ProcessVideoAgainInput, required: true }) },
    errors: { types: [NotFoundError, ConflictError] },
    resolve: async (query, _root, { input }, context) => {
      const row = videoId(input.id);
      await processVideoAgain(context, row);
      return reloaded(context.prisma.video.findUnique(reload(query, row)), MEDIA.videoNotFound);
    },
  }),
  deleteVideo: t.field({
    type: DeletedPayload,
    description:
      'Deletes the file, the thumbnail and the row. Refused with the list of uses while a post, course or survey plays the video (or an author shows its poster as avatar), unless removeEverywhere.',
    args: { input: t.arg({ type: DeleteVideoInput, required: true }) },
    errors: { types: [NotFoundError, VideoInUseError] },
    resolve: async (_root, { input }, context) => {
      const row = videoId(input.id);
      await deleteVideo(context, row, input.removeEverywhere ?? false);
      return { deletedId: encodeGlobalID('Video', row) };
    },
  }),
}));

type ProgressEvent = {
  videoId: string;
  status: 'PROCESSING' | 'READY' | 'FAILED';
  progress: number | null;
  stage: string | null;
  error: string | null;
};

const VideoProcessingEvent = builder.objectRef<ProgressEvent>('VideoProcessingEvent').implement({
  fields: (t) => ({
    videoId: t.id({ resolve: (event) => encodeGlobalID('Video', event.videoId) }),
    status: t.field({ type: VideoStatusEnum, resolve: (event) => event.status }),
    progress: t.exposeFloat('progress', { nullable: true, description: 'From 0 to 1.' }),
    stage: t.exposeString('stage', { nullable: true }),
    error: t.exposeString('error', { nullable: true }),
    video: t.prismaField({
      type: VideoNode,
      nullable: true,
      resolve: (query, event, _args, context) =>
        context.prisma.video.findUnique({ ...query, where: { id: event.videoId } }),
    }),
  }),
});

async function* followVideo(
  context: Parameters<typeof watchJob>[0],
  globalId: { typename: string; id: string },
  signal: AbortSignal,
) {
  const id = rowIdOf(globalId, 'Video');
  const video = id ? await context.prisma.video.findUnique({ where: { id } }) : null;
  /** The stream's last event for a video that is not there (none, or deleted while followed). */
  const notFound = (videoId: string, error: string): ProgressEvent => ({
    videoId,
    status: 'FAILED',
    progress: null,
    stage: null,
    error,
  });
  if (!video) {
    yield notFound(id ?? '00000000-0000-7000-8000-000000000000', MEDIA.videoNotFound);
    return;
  }
  const current = (row: typeof video): ProgressEvent => ({
    videoId: row.id,
    status: row.status,
    progress: row.status === 'READY' ? 1 : null,
    stage: null,
    error: row.error,
  });
  if (video.status !== 'PROCESSING' || !video.jobId) {
    yield current(video);
    return;
  }
  for await (const event of watchJob(context, video.jobId, signal)) {
    const progress = event.progress as { fraction?: number; stage?: string } | null;
    if (event.status === 'succeeded' || event.status === 'failed') {
      // Deleted while it was processed: the stream ends saying so, as the next read would.
      const ended = await reloaded(
        context.prisma.video.findUnique({ where: { id: video.id } }),
        MEDIA.videoNotFound,
      ).then(current, (error: unknown) => {
        if (error instanceof NotFoundError) return notFound(video.id, error.message);
        throw error;
      });
      yield ended;
      return;
    }
    yield {
      videoId: video.id,
      status: 'PROCESSING',
      progress: progress?.fraction ?? 0,
      stage: progress?.stage ?? (event.status === 'queued' ? 'queued' : null),
      error: null,
    } satisfies ProgressEvent;
  }
}

builder.subscriptionField('videoProcessing', (t) =>
  t.field({
    type: VideoProcessingEvent,
    description:
      "A video's processing as it goes: where it stands now, then each step, until READY or FAILED.",
    args: { id: t.arg.globalID({ required: true, for: VideoNode }) },
    subscribe: (_root, { id }, context) => stoppable((signal) => followVideo(context, id, signal)),
    resolve: (event) => event,
  }),
);
