// The width of an inserted image or video: 25 %, 50 % (default), 75 % or full width.
import { IMAGE_WIDTH_OPTIONS, MEDIA_SCREENS } from '../../../../../domain/media';
import { CHOICE_LABEL } from '../../kit/fields';

export function WidthChoice({ value, onChange }: { value: string; onChange: (width: string) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{MEDIA_SCREENS.picker.width}</legend>
      <div className="mt-2 flex flex-wrap gap-x-4 md:gap-y-4">
        {IMAGE_WIDTH_OPTIONS.map((option) => (
          <label key={option.value} className={`${CHOICE_LABEL} text-sm text-slate-700`}>
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
