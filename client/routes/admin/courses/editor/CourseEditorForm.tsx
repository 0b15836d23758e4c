// The course editor: catalogue fields, the description with its sanitized
// preview, price and duration, category and tags, and the outline. Saving
// names the version it started from (a stale save is refused), then returns
// to the list; unsaved changes are guarded.

import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { blurSlug } from '../../../../../domain/blog';
import { COURSE_FORM, validateCourseFields } from '../../../../../domain/courses/form';
import { CONTENT_LIMITS } from '../../../../../domain/shared/content';
import type {
  CourseEditorForm_course$key,
  CourseLevel,
  DeliveryFormat,
} from '../../../../__generated__/CourseEditorForm_course.graphql';
import { FORMAT_LABELS, LEVEL_LABELS } from '../../../../components/format';
import { CheckboxGroup } from '../../kit/CheckboxGroup';
import { EditorFrame } from '../../kit/EditorFrame';
import {
  CheckboxField,
  type Option,
  SelectField,
  TextAreaField,
  TextField,
  withChosen,
} from '../../kit/fields';
import { SlugFields } from '../../kit/SlugFields';
import { useEditorForm } from '../../kit/useEditorForm';
import { ContentPreview } from '../../shared/ContentPreview';
import { ImageUrlField } from '../../shared/ImageUrlField';
import { TagFinder, useTagOptions } from '../../taxonomy/TagFinder';
import { formOf, inputOf, storedForm, useCourseSave } from './courseForm';
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
          name
        }
        tags {
          id
          name
        }
        ...CourseOutline_course @relay(mask: false)
      }
    `,
    courseKey,
  );
  // The form starts from the course as loaded; later store updates do not reset it.
  const [initial] = useState(() => formOf(course));
  const [saveCourse] = useCourseSave();
  const editor = useEditorForm({
    initial,
    validate: (form) => {
      const local: Record<string, string> = validateCourseFields(form);
      if (!/^-?\d{1,6}$/.test(form.sortOrder.trim())) local.sortOrder = 'Please enter a whole number';
      const outline = outlineError(form.modules);
      if (outline) local.modules = outline;
      return local;
    },
    save: (form) => saveCourse(inputOf(form), course ?? null),
    failedMessage: COURSE_FORM.saveFailed,
    settle: blurSlug,
    stored: storedForm,
    done: '/admin/courses',
    savedLabel: (form) => form.title,
    draft: { key: `course:${course?.id ?? 'new'}`, version: course?.version ?? null },
  });
  const { values: form, set, field, control, errors, setValues } = editor;
  // The course's own category and tags are shown as chosen even when past the ones loaded.
  const categoryOptions = useMemo(() => withChosen(categories, [course?.category]), [categories, course]);
  const tagOptions = useTagOptions(tags, course?.tags, form.tagIds, (update) =>
    setValues((current) => ({ ...current, tagIds: update(current.tagIds) })),
  );

  return (
    <EditorFrame
      editor={editor}
      formId="course-editor"
      title={course ? 'Edit course' : 'New course'}
      subject={course?.title}
      lead={editor.dirty ? 'Unsaved changes' : undefined}
      back={{ to: '/admin/courses', label: 'Back to courses' }}
      saveLabel="Save Course"
    >
      <form id="course-editor" noValidate onSubmit={editor.submit} className="space-y-6">
        <SlugFields
          values={form}
          setValues={editor.setValues}
          errors={errors}
          titleKey="title"
          slugHint={`The address of the course: /course/${form.slug || 'your-slug'}`}
        />
        <TextAreaField
          label="Summary"
          required
          rows={2}
          limit={CONTENT_LIMITS.courseSummary}
          hint="One or two sentences for the catalogue card and search engines."
          {...field('summary')}
        />
        <div className="grid gap-4 xl:grid-cols-2">
          <TextAreaField
            label="Description"
            required
            rows={12}
            className="font-mono"
            placeholder="What the course covers (HTML allowed)"
            {...field('description')}
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
          <TextField label="Duration" required placeholder="2 days" {...field('duration')} />
          <TextField label="Total minutes" inputMode="numeric" {...field('durationMinutes')} />
          <TextField
            label="Price"
            inputMode="decimal"
            hint="Empty for “price on request”."
            {...field('price')}
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
            <ImageUrlField label="Image" browseLabel="images for the course image" {...control('imageUrl')} />
          </div>
          <TextField
            label="Position in the catalogue"
            inputMode="numeric"
            hint="Lowest first."
            {...field('sortOrder')}
          />
          <SelectField
            label="Category"
            placeholder="No category"
            options={categoryOptions}
            {...field('categoryId')}
          />
          <div className="md:col-span-2">
            <CheckboxGroup
              legend="Tags"
              options={tagOptions.options}
              empty="No course tags yet."
              {...control('tagIds')}
            />
            <TagFinder id="course-find-tag" kind="courseTag" onFind={tagOptions.find} />
          </div>
        </div>
        <OutlineEditor
          modules={form.modules}
          error={errors.modules}
          onChange={(modules) => set('modules', modules)}
        />
        <CheckboxField
          label="Published in the catalogue"
          checked={form.isPublished}
          onChange={(event) => set('isPublished', event.target.checked)}
        />
      </form>
    </EditorFrame>
  );
}
