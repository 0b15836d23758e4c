// Publishing: the Publish post checkbox (fills today's date when checked
// without one), the published date with its calendar button, an optional
// time, and what the choice means: draft, published, or scheduled.
import { Calendar } from 'lucide';
import { useRef } from 'react';
import { type PostForm, publishedAtOf } from '../../../../../domain/blog';
import { Button } from '../../../../components/Button';
import { TextField } from '../../../../components/Field';
import { Icon } from '../../../../components/Icon';
import { CHOICE_LABEL } from '../../kit/fields';

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short' });

export function PublishPanel({
  form,
  date,
  onTime,
  onPublish,
}: {
  form: PostForm;
  /** The editor's binding of the published date (`field('publishedDate')`). */
  date: {
    id?: string;
    value: string;
    error?: string;
    onChange: (event: { target: { value: string } }) => void;
  };
  onTime: (value: string) => void;
  onPublish: (checked: boolean) => void;
}) {
  const dateRef = useRef<HTMLInputElement>(null);
  const at = publishedAtOf(form.publishedDate, form.publishedTime);
  const scheduled = form.isPublished && at !== null && new Date(at).getTime() > Date.now();
  const meaning = !form.isPublished
    ? 'Draft: only admins can see it.'
    : scheduled
      ? `Scheduled: it appears on the site, in the feeds and in search on ${WHEN.format(new Date(at!))}.`
      : 'Published: visible on the site once saved.';
  return (
    <fieldset className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <legend className="px-1 text-sm font-semibold text-slate-900">Publishing</legend>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField ref={dateRef} type="date" label="Published Date" {...date} />
        </div>
        <Button
          variant="secondary"
          className={date.error ? 'mb-7' : ''}
          onClick={() => {
            dateRef.current?.focus();
            dateRef.current?.showPicker?.();
          }}
        >
          <Icon node={Calendar} className="h-4 w-4" />
          <span className="sr-only">Open the calendar</span>
        </Button>
      </div>
      <TextField
        type="time"
        label="Time (optional)"
        hint="In your time zone; midnight when empty."
        value={form.publishedTime}
        onChange={(event) => onTime(event.target.value)}
      />
      <label className={`${CHOICE_LABEL} text-sm font-medium text-slate-800`}>
        <input
          type="checkbox"
          checked={form.isPublished}
          onChange={(event) => onPublish(event.target.checked)}
        />
        Publish post
      </label>
      <p className={`text-sm ${scheduled ? 'text-amber-800' : 'text-slate-600'}`} aria-live="polite">
        {meaning}
      </p>
    </fieldset>
  );
}
