// The body of a post: a 20-row HTML text area with buttons that insert an
// image or a video from the pickers at the cursor, and beside it the live
// preview, sanitized by the server.
import { useRef, useState } from 'react';
import { TEXTAREA_ROWS } from '../../../../../domain/shared/constants';
import { Button } from '../../../../components/Button';
import { TextAreaField } from '../../../../components/Field';
import { imageHtml, insertAt, videoHtml } from '../../media/pickers/html';
import { ImagePicker } from '../../media/pickers/ImagePicker';
import { VideoPicker } from '../../media/pickers/VideoPicker';
import { ContentPreview } from '../../shared/ContentPreview';

export function ContentEditor({
  id,
  value,
  error,
  onChange,
  onBlur,
}: {
  id?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [picker, setPicker] = useState<'image' | 'video' | null>(null);

  const insert = (html: string) => {
    const textarea = textareaRef.current;
    const { value: next, caret } = insertAt(
      value,
      html,
      textarea?.selectionStart ?? value.length,
      textarea?.selectionEnd ?? value.length,
    );
    onChange(next);
    requestAnimationFrame(() => {
      textarea?.focus();
      textarea?.setSelectionRange(caret, caret);
    });
  };

  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Insert into the content">
          <Button variant="secondary" onClick={() => setPicker('image')}>
            Insert image
          </Button>
          <Button variant="secondary" onClick={() => setPicker('video')}>
            Insert video
          </Button>
        </div>
        <TextAreaField
          ref={textareaRef}
          id={id}
          label="Content"
          required
          rows={TEXTAREA_ROWS.content}
          placeholder="Write your post content here (HTML allowed)"
          className="font-mono"
          value={value}
          error={error}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </div>
      <ContentPreview html={value} />
      {picker === 'image' ? (
        <ImagePicker
          mode="content"
          onClose={() => setPicker(null)}
          onPick={(image) => insert(imageHtml(image))}
        />
      ) : null}
      {picker === 'video' ? (
        <VideoPicker onClose={() => setPicker(null)} onPick={(video) => insert(videoHtml(video))} />
      ) : null}
    </div>
  );
}
