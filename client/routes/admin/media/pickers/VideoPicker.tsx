// The video picker: the media picker for videos.
import { MediaPicker, type PickedVideo } from './MediaPicker';

export type { PickedVideo };

export function VideoPicker(props: { onClose: () => void; onPick: (video: PickedVideo) => void }) {
  return <MediaPicker kind="video" {...props} />;
}
