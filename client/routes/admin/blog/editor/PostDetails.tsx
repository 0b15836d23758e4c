// The post's details beside its text: featured image, author, category, the
// CTA shown under it, and tags.
import { useMemo } from 'react';
import type { PostForm } from '../../../../../domain/blog';
import { CTA_TYPES } from '../../../../../domain/shared/constants';
import { formatCtaType } from '../../../../components/conversion/CtaBlock';
import { CheckboxGroup } from '../../kit/CheckboxGroup';
import { type Option, SelectField } from '../../kit/fields';
import type { EditorForm } from '../../kit/useEditorForm';
import { ImageUrlField } from '../../shared/ImageUrlField';
import { TagFinder } from '../../taxonomy/TagFinder';
import type { PickedTerm } from '../../taxonomy/TermPicker';

export function PostDetails({
  editor,
  authors,
  categories,
  tags,
  onFindTag,
  activeCtaTypes,
}: {
  editor: EditorForm<PostForm>;
  authors: Option[];
  categories: Option[];
  tags: Option[];
  /** Adds a tag found (or created) by typing. */
  onFindTag: (tag: PickedTerm) => void;
  activeCtaTypes: readonly string[] | null;
}) {
  const { values: form, field, control } = editor;
  // The types of active CTAs; every type when none is active or they could not be read.
  const ctaOptions = useMemo(() => {
    const types = activeCtaTypes?.length ? [...activeCtaTypes] : [...CTA_TYPES];
    if (form.ctaType && !types.includes(form.ctaType)) types.push(form.ctaType);
    return types.map((type) => ({ value: type, label: formatCtaType(type) }));
  }, [activeCtaTypes, form.ctaType]);

  return (
    <div className="space-y-4">
      <ImageUrlField
        label="Featured Image"
        browseLabel="images for the featured image"
        {...control('imageUrl')}
      />
      <SelectField
        label="Author"
        required
        placeholder="Select an author"
        options={authors}
        {...field('authorId')}
      />
      <SelectField
        label="Category"
        required
        placeholder="Select a category"
        options={categories}
        {...field('categoryId')}
      />
      <SelectField label="CTA Type" placeholder="No CTA" options={ctaOptions} {...field('ctaType')} />
      <CheckboxGroup legend="Tags" options={tags} empty="No tags yet." {...control('tagIds')} />
      <TagFinder id="post-find-tag" kind="blogTag" onFind={onFindTag} />
    </div>
  );
}
