// The post's details beside its text: featured image, author, category, the
// CTA shown under it, and tags.
import { useMemo } from 'react';
import type { PostForm } from '../../../../../domain/blog';
import { CTA_TYPES } from '../../../../../domain/shared/constants';
import { formatCtaType } from '../../../../components/conversion/CtaBlock';
import { CheckboxGroup } from '../../kit/CheckboxGroup';
import { type Option, SelectField } from '../../kit/fields';
import { ImageUrlField } from '../../shared/ImageUrlField';

export function PostDetails({
  form,
  errors,
  ids,
  authors,
  categories,
  tags,
  activeCtaTypes,
  set,
}: {
  form: PostForm;
  errors: Record<string, string>;
  ids: Record<string, string>;
  authors: Option[];
  categories: Option[];
  tags: Option[];
  activeCtaTypes: readonly string[] | null;
  set: <K extends keyof PostForm>(key: K, value: PostForm[K]) => void;
}) {
  // The types of active CTAs; every type when none is active or they could not be read.
  const ctaOptions = useMemo(() => {
    const types = activeCtaTypes?.length ? [...activeCtaTypes] : [...CTA_TYPES];
    if (form.ctaType && !types.includes(form.ctaType)) types.push(form.ctaType);
    return types.map((type) => ({ value: type, label: formatCtaType(type) }));
  }, [activeCtaTypes, form.ctaType]);

  return (
    <div className="space-y-4">
      <ImageUrlField
        id={ids.imageUrl}
        label="Featured Image"
        browseLabel="images for the featured image"
        value={form.imageUrl}
        error={errors.imageUrl}
        onChange={(url) => set('imageUrl', url)}
      />
      <SelectField
        id={ids.authorId}
        label="Author"
        required
        placeholder="Select an author"
        options={authors}
        value={form.authorId}
        error={errors.authorId}
        onChange={(event) => set('authorId', event.target.value)}
      />
      <SelectField
        id={ids.categoryId}
        label="Category"
        required
        placeholder="Select a category"
        options={categories}
        value={form.categoryId}
        error={errors.categoryId}
        onChange={(event) => set('categoryId', event.target.value)}
      />
      <SelectField
        id={ids.ctaType}
        label="CTA Type"
        placeholder="No CTA"
        options={ctaOptions}
        value={form.ctaType}
        error={errors.ctaType}
        onChange={(event) => set('ctaType', event.target.value)}
      />
      <CheckboxGroup
        legend="Tags"
        options={tags}
        value={form.tagIds}
        error={errors.tagIds}
        empty="No tags yet."
        onChange={(tagIds) => set('tagIds', tagIds)}
      />
    </div>
  );
}
