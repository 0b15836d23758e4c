// An image address: typed in, or chosen with Browse from the stored images
// (the picker's 'featured' mode), with a preview.
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { ImagePicker } from '../media/pickers/ImagePicker';

export function ImageUrlField({
  id,
  label,
  browseLabel,
  value,
  error,
  onChange,
}: {
  id?: string;
  label: string;
  /** Completes "Browse" for screen readers, e.g. "images for the featured image". */
  browseLabel: string;
  value: string;
  error?: string;
  onChange: (url: string) => void;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <div className="space-y-2">
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            id={id}
            label={label}
            placeholder="https://example.com/image.jpg"
            value={value}
            error={error}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
        <Button variant="secondary" onClick={() => setPicking(true)} className={error ? 'mb-7' : ''}>
          Browse<span className="sr-only"> {browseLabel}</span>
        </Button>
      </div>
      {value ? (
        <img src={value} alt="" className="max-h-48 rounded-lg object-cover ring-1 ring-slate-200" />
      ) : null}
      {picking ? (
        <ImagePicker
          mode="featured"
          onClose={() => setPicking(false)}
          onPick={(image) => onChange(image.url)}
        />
      ) : null}
    </div>
  );
}
