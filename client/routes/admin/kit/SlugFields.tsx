// A title (or name) and its slug: the slug follows the title until someone
// edits it, and is tidied when it loses focus (domain/blog's rules).
import { blurSlug, followingSlug } from '../../../../domain/blog';
import { TextField } from './fields';

type SlugValues = { slug: string };

export function SlugFields<Values extends SlugValues, Key extends keyof Values & string>({
  values,
  setValues,
  errors,
  titleKey,
  titleLabel = 'Title',
  slugHint,
  autoFocus = false,
  className = 'grid gap-4 md:grid-cols-2',
}: {
  values: Values;
  setValues: (update: (current: Values) => Values) => void;
  errors: Record<string, string | undefined>;
  titleKey: Key;
  titleLabel?: string;
  slugHint: string;
  autoFocus?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <TextField
        label={titleLabel}
        required
        data-autofocus={autoFocus || undefined}
        value={values[titleKey] as string}
        error={errors[titleKey]}
        onChange={(event) => {
          const title = event.target.value;
          setValues((current) => ({
            ...current,
            [titleKey]: title,
            slug: followingSlug(current.slug, current[titleKey] as string, title),
          }));
        }}
      />
      <TextField
        label="Slug"
        required
        hint={slugHint}
        value={values.slug}
        error={errors.slug}
        onChange={(event) => {
          const slug = event.target.value;
          setValues((current) => ({ ...current, slug }));
        }}
        onBlur={() => setValues(blurSlug)}
      />
    </div>
  );
}
