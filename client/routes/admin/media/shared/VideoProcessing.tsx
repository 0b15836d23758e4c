// A video being processed on the server: its progress and stage, pushed by
// the `videoProcessing` subscription; when it ends, the video's new fields
// (status, thumbnail, duration...) land in the store and the card redraws.
// A screen reader hears each stage (its region says the stage, not every
// percent) and the end, through `onEnd`: the card drops this part when it
// ends, and a region going with it would say nothing.
import { useMemo, useRef, useState } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { MEDIA_SCREENS } from '../../../../../domain/media';
import { formatMessage, VIDEOS } from '../../../../../domain/shared/messages';
import type { VideoProcessingSubscription } from '../../../../__generated__/VideoProcessingSubscription.graphql';

const WORDS = MEDIA_SCREENS.processing;
const STAGES: Record<string, string> = WORDS.stages;

// What processing changes on a video: the library's cards read these fields
// (the job's status tells a video stuck as processing, see canProcessAgain).
graphql`
  fragment VideoProcessing_video on Video {
    status
    error
    url
    thumbnailUrl
    duration
    resolution
    size
    format
    originalKept
    job {
      status
    }
  }
`;

export function VideoProcessing({
  id,
  title,
  onEnd,
}: {
  id: string;
  title: string;
  /** Says how it ended (ready, or failed: `error`, why) in the screen's own live region. */
  onEnd: (result: { ready: boolean; text: string; error: string | null }) => void;
}) {
  const ended = useRef({ title, onEnd });
  ended.current = { title, onEnd };
  const [state, setState] = useState<{ progress: number; stage: string | null }>({
    progress: 0,
    stage: null,
  });
  const config = useMemo<GraphQLSubscriptionConfig<VideoProcessingSubscription>>(
    () => ({
      subscription: graphql`
        subscription VideoProcessingSubscription($id: ID!) {
          videoProcessing(id: $id) {
            status
            progress
            stage
            error
            video {
              id
              ...VideoProcessing_video @relay(mask: false)
            }
          }
        }
      `,
      variables: { id },
      onNext: (response) => {
        const event = response?.videoProcessing;
        if (!event) return;
        setState({ progress: event.progress ?? 0, stage: event.stage ?? null });
        if (event.status !== 'READY' && event.status !== 'FAILED') return;
        const ready = event.status === 'READY';
        const message = ready ? VIDEOS.processed : VIDEOS.processingFailedOf;
        ended.current.onEnd({
          ready,
          text: formatMessage(message, { title: ended.current.title }),
          error: event.error ?? null,
        });
      },
    }),
    [id],
  );
  useSubscription(config);
  const label = STAGES[state.stage ?? ''] ?? WORDS.processing;
  return (
    <div className="space-y-1">
      <p className="text-xs text-slate-700">
        <span role="status">{label}</span> {Math.round(state.progress * 100)}%
      </p>
      <progress
        className="h-2 w-full accent-indigo-600"
        max={1}
        value={state.progress}
        aria-label={formatMessage(WORDS.progress, { title })}
      />
    </div>
  );
}
