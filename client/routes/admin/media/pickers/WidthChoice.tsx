// The width of an inserted image or video: 25 %, 50 % (default), 75 % or full width.
import { IMAGE_WIDTH_OPTIONS } from '../../../../../domain/media';

export function WidthChoice({ value, onChange }: { value: string; onChange: (width: string) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Width</legend>
      <div className="mt-2 flex flex-wrap gap-4">
        {IMAGE_WIDTH_OPTIONS.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name="media-width"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
