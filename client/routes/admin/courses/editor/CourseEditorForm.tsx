// The course editor: catalogue fields, the description with its sanitized
// preview, price and duration, category and tags, and the outline. Saving
// names the version it started from (a stale save is refused), then returns
// to the list; unsaved changes are guarded.
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router-dom';
import { blurSlug, followingSlug } from '../../../../../domain/blog';
import { COURSE_FORM, validateCourseFields } from '../../../../../domain/courses';
import type {
  CourseEditorForm_course$key,
  CourseLevel,
  DeliveryFormat,
} from '../../../../__generated__/CourseEditorForm_course.graphql';
import { Alert } from '../../../../components/Alert';
import { Button, buttonClass } from '../../../../components/Button';
import { TextAreaField, TextField } from '../../../../components/Field';
import { FORMAT_LABELS, LEVEL_LABELS } from '../../../../components/format';
import { PageHeading } from '../../../../components/PageHeading';
import { CheckboxGroup } from '../../shared/CheckboxGroup';
import { ContentPreview } from '../../shared/ContentPreview';
import { ImageUrlField } from '../../shared/ImageUrlField';
import { type Option, SelectField } from '../../shared/SelectField';
import { useUnsavedChanges } from '../../shared/useUnsavedChanges';
import { type CourseForm, formOf, inputOf, useCourseSave } from './courseForm';
import { OutlineEditor, outlineError } from './OutlineEditor';

const toOptions = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export function CourseEditorForm({
  course: courseKey,
  categories,
  tags,
}: {
  course: CourseEditorForm_course$key | null;
  categories: Option[];
  tags: Option[];
}) {
  const course = useFragment(
    graphql`
      fragment CourseEditorForm_course on Course {
        id
        version
        title
        slug
        summary
        rawDescription
        level
        deliveryFormat
        duration
        durationMinutes
        priceCents
        currency
        imageUrl
        sortOrder
        isPublished
        category {
          id
        }
        tags {
          id
        }
        modules {
          id
          title
          summary
          lessons {
            id
            title
            durationMinutes
          }
        }
      }
    `,
    courseKey,
  );
  // The form starts from the course as loaded; later store updates do not reset it.
  const [initial] = useState(() => formOf(course));
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const guard = useUnsavedChanges(dirty);

  const [saveCourse, saving] = useCourseSave();

  const set = <K extends keyof CourseForm>(key: K, value: CourseForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const fail = (message: string | null, fields: Record<string, string>) => {
    setErrors(fields);
    setFailure(message ?? COURSE_FORM.saveFailed);
    window.scrollTo({ top: 0 });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = validateCourseFields(form);
    if (!/^-?\d{1,6}$/.test(form.sortOrder.trim())) local.sortOrder = 'Please enter a whole number';
    const outline = outlineError(form.modules);
    if (outline) local.modules = outline;
    if (Object.keys(local).length > 0) return fail(null, local);
    setFailure(null);
    try {
      const problem = await saveCourse(inputOf(form), course ?? null);
      if (problem) return fail(problem.message || null, problem.fields);
      guard.allowNavigation();
      navigate('/admin/courses', { replace: true });
    } catch {
      fail(null, {});
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/admin/courses" className={buttonClass('secondary')}>
          <span aria-hidden="true">←</span> Back to courses
        </Link>
        <Button type="submit" form="course-editor" disabled={saving}>
          {saving ? 'Saving...' : 'Save Course'}
        </Button>
      </div>
      <PageHeading
        title={course ? 'Edit course' : 'New course'}
        lead={dirty ? 'Unsaved changes' : undefined}
      />
      {failure ? (
        <Alert tone="error" title={COURSE_FORM.saveFailed}>
          {failure !== COURSE_FORM.saveFailed ? <p>{failure}</p> : null}
          {Object.keys(errors).length > 0 ? <p>Please correct the fields marked below.</p> : null}
        </Alert>
      ) : null}
      <form id="course-editor" noValidate onSubmit={save} className="space-y-6">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Title"
            required
            value={form.title}
            error={errors.title}
            onChange={(event) =>
              setForm((current) => ({
                ...current,
                title: event.target.value,
                slug: followingSlug(current.slug, current.title, event.target.value),
              }))
            }
          />
          <TextField
            label="Slug"
            required
            hint="The address of the course: /course/your-slug"
            value={form.slug}
            error={errors.slug}
            onChange={(event) => set('slug', event.target.value)}
            onBlur={() => setForm(blurSlug)}
          />
        </div>
        <TextAreaField
          label="Summary"
          required
          rows={2}
          hint="One or two sentences for the catalogue card and search engines."
          value={form.summary}
          error={errors.summary}
          onChange={(event) => set('summary', event.target.value)}
        />
        <div className="grid gap-4 xl:grid-cols-2">
          <TextAreaField
            label="Description"
            required
            rows={12}
            className="font-mono"
            placeholder="What the course covers (HTML allowed)"
            value={form.description}
            error={errors.description}
            onChange={(event) => set('description', event.target.value)}
          />
          <ContentPreview html={form.description} label="Description preview" />
        </div>
        <div className="grid gap-4 md:grid-cols-3">
          <SelectField
            label="Level"
            options={toOptions(LEVEL_LABELS)}
            value={form.level}
            onChange={(event) => set('level', event.target.value as CourseLevel)}
          />
          <SelectField
            label="Format"
            options={toOptions(FORMAT_LABELS)}
            value={form.deliveryFormat}
            onChange={(event) => set('deliveryFormat', event.target.value as DeliveryFormat)}
          />
          <TextField
            label="Duration"
            required
            placeholder="2 days"
            value={form.duration}
            error={errors.duration}
            onChange={(event) => set('duration', event.target.value)}
          />
          <TextField
            label="Total minutes"
            inputMode="numeric"
            value={form.durationMinutes}
            error={errors.durationMinutes}
            onChange={(event) => set('durationMinutes', event.target.value)}
          />
          <TextField
            label="Price"
            inputMode="decimal"
            hint="Empty for “price on request”."
            value={form.price}
            error={errors.price}
            onChange={(event) => set('price', event.target.value)}
          />
          <TextField
            label="Currency"
            maxLength={3}
            value={form.currency}
            error={errors.currency}
            onChange={(event) => set('currency', event.target.value.toUpperCase())}
          />
        </div>
        <div className="grid gap-4 md:grid-cols-3">
          <div className="md:col-span-2">
            <ImageUrlField
              label="Image"
              browseLabel="images for the course image"
              value={form.imageUrl}
              error={errors.imageUrl}
              onChange={(url) => set('imageUrl', url)}
            />
          </div>
          <TextField
            label="Position in the catalogue"
            inputMode="numeric"
            hint="Lowest first."
            value={form.sortOrder}
            error={errors.sortOrder}
            onChange={(event) => set('sortOrder', event.target.value)}
          />
          <SelectField
            label="Category"
            placeholder="No category"
            options={categories}
            value={form.categoryId}
            error={errors.categoryId}
            onChange={(event) => set('categoryId', event.target.value)}
          />
          <div className="md:col-span-2">
            <CheckboxGroup
              legend="Tags"
              options={tags}
              value={form.tagIds}
              error={errors.tagIds}
              empty="No course tags yet."
              onChange={(tagIds) => set('tagIds', tagIds)}
            />
          </div>
        </div>
        <OutlineEditor
          modules={form.modules}
          error={errors.modules}
          onChange={(modules) => set('modules', modules)}
        />
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={form.isPublished}
            onChange={(event) => set('isPublished', event.target.checked)}
          />
          Published in the catalogue
        </label>
      </form>
      {guard.dialog}
    </div>
  );
}
