// The image picker: the media picker for images ('featured' or 'content' mode).
import { type ImagePickerMode, MediaPicker, type PickedImage } from './MediaPicker';

export type { ImagePickerMode, PickedImage };

export function ImagePicker(props: {
  mode: ImagePickerMode;
  onClose: () => void;
  onPick: (image: PickedImage) => void;
}) {
  return <MediaPicker kind="image" {...props} />;
}
