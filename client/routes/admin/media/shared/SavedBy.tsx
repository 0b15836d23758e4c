// The line of an image's or a video's details that names who uploaded it, or
// who saved it last; nothing when the row records nobody.
import { savedByLine } from '../../../../../domain/media';

export function SavedBy({ item }: { item: Parameters<typeof savedByLine>[0] }) {
  const line = savedByLine(item);
  return line ? <p className="text-sm text-slate-600">{line}</p> : null;
}
