// The post editor (SPEC §2, §4, §5): every field with the spec's rows and
// placeholders, the slug and excerpt rules, Publish filling today's date,
// required fields, 'Save Post' / 'Saving...', then back to the list
// (replacing the history entry), or 'Failed to save post' and the page stays.
// Also: a live preview, the image and video pickers, scheduling, revisions,
// the unsaved-changes warning and the refusal of a stale save.

import { WandSparkles } from 'lucide';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router-dom';
import { CTA_TYPES, TEXTAREA_ROWS } from '../../../../../domain/constants';
import { validatePostFields } from '../../../../../domain/content';
import { POST_EDITOR, VALIDATION } from '../../../../../domain/messages';
import {
  blurContent,
  blurSlug,
  blurTitle,
  changeTitle,
  dateAndTimeOf,
  emptyPostForm,
  type PostForm,
  publishedAtOf,
  togglePublish,
} from '../../../../../domain/postEditor';
import type { PostEditorForm_post$key } from '../../../../__generated__/PostEditorForm_post.graphql';
import type { PostEditorFormCreateMutation } from '../../../../__generated__/PostEditorFormCreateMutation.graphql';
import type { PostEditorFormUpdateMutation } from '../../../../__generated__/PostEditorFormUpdateMutation.graphql';
import { Alert } from '../../../../components/Alert';
import { Button, buttonClass } from '../../../../components/Button';
import { formatCtaType } from '../../../../components/conversion/CtaBlock';
import { TextAreaField, TextField } from '../../../../components/Field';
import { Icon } from '../../../../components/Icon';
import { PageHeading } from '../../../../components/PageHeading';
import { ContentPreview } from '../../shared/ContentPreview';
import { imageHtml, insertAt, videoHtml } from '../../shared/pickers/html';
import { ImagePicker, type ImagePickerMode } from '../../shared/pickers/ImagePicker';
import { VideoPicker } from '../../shared/pickers/VideoPicker';
import { failureOf, useAsyncMutation } from '../../shared/results';
import { type Option, SelectField } from '../../shared/SelectField';
import { useUnsavedChanges } from '../../shared/useUnsavedChanges';
import { AssistantDialog } from './AssistantDialog';
import { PublishPanel } from './PublishPanel';
import { RevisionList } from './RevisionList';

type Loaded = { form: PostForm; version: number; publishedAt: string | null };
type Notice = { title: string; text?: string };

/** Field ids, so an error can take the focus to its field. */
const FIELD_IDS: Record<string, string> = {
  title: 'post-title',
  slug: 'post-slug',
  content: 'post-content',
  excerpt: 'post-excerpt',
  imageUrl: 'post-image',
  authorId: 'post-author',
  categoryId: 'post-category',
  ctaType: 'post-cta',
  publishedDate: 'post-date',
};

export function PostEditorForm({
  post: postKey,
  authors,
  categories,
  tags,
  activeCtaTypes,
}: {
  post: PostEditorForm_post$key | null;
  authors: Option[];
  categories: Option[];
  tags: Option[];
  activeCtaTypes: readonly string[] | null;
}) {
  const post = useFragment(
    graphql`
      fragment PostEditorForm_post on BlogPost {
        id
        version
        title
        slug
        rawContent
        excerpt
        imageUrl
        ctaType
        isPublished
        publishedAt
        status
        author {
          id
        }
        category {
          id
        }
        tags {
          id
        }
        ...RevisionList_post
      }
    `,
    postKey,
  );
  const loaded = useMemo<Loaded>(
    () =>
      post
        ? {
            version: post.version,
            publishedAt: post.publishedAt ?? null,
            form: {
              title: post.title,
              slug: post.slug,
              content: post.rawContent,
              excerpt: post.excerpt ?? '',
              imageUrl: post.imageUrl ?? '',
              authorId: post.author?.id ?? '',
              categoryId: post.category?.id ?? '',
              ctaType: post.ctaType ?? '',
              tagIds: post.tags.map((tag) => tag.id),
              isPublished: post.isPublished,
              ...dateAndTimeOf(post.publishedAt ?? null),
            },
          }
        : { version: 0, publishedAt: null, form: emptyPostForm() },
    [post],
  );
  const [baseline, setBaseline] = useState(loaded);
  const [form, setForm] = useState(loaded.form);
  // A restored revision is a new version: the form starts again from it.
  useEffect(() => {
    if (loaded.version !== baseline.version) {
      setBaseline(loaded);
      setForm(loaded.form);
    }
  }, [loaded, baseline.version]);

  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [picker, setPicker] = useState<ImagePickerMode | 'video' | null>(null);
  const [assistantOpen, setAssistantOpen] = useState(false);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const dirty = JSON.stringify(form) !== JSON.stringify(baseline.form);
  const guard = useUnsavedChanges(dirty);

  const [create, creating] = useAsyncMutation<PostEditorFormCreateMutation>(graphql`
    mutation PostEditorFormCreateMutation($input: CreateBlogPostInput!) {
      createBlogPost(input: $input) {
        __typename
        ... on BlogPost {
          id
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            field
            message
          }
        }
      }
    }
  `);
  const [update, updating] = useAsyncMutation<PostEditorFormUpdateMutation>(graphql`
    mutation PostEditorFormUpdateMutation($input: UpdateBlogPostInput!) {
      updateBlogPost(input: $input) {
        __typename
        ... on BlogPost {
          id
          version
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            field
            message
          }
        }
      }
    }
  `);
  const saving = creating || updating;

  const set = <K extends keyof PostForm>(key: K, value: PostForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const focusFirstError = (fieldErrors: Record<string, string>) => {
    const first = Object.keys(FIELD_IDS).find((field) => fieldErrors[field]);
    if (first) document.getElementById(FIELD_IDS[first]!)?.focus();
  };

  const fail = (text?: string, fieldErrors: Record<string, string> = {}) => {
    setErrors(fieldErrors);
    setNotice({ title: POST_EDITOR.saveFailed, text });
    if (Object.keys(fieldErrors).length > 0) focusFirstError(fieldErrors);
    else noticeRef.current?.focus();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const sameDate =
      form.publishedDate === baseline.form.publishedDate &&
      form.publishedTime === baseline.form.publishedTime;
    const publishedAt = sameDate
      ? baseline.publishedAt
      : publishedAtOf(form.publishedDate, form.publishedTime);
    const fieldErrors: Record<string, string> = validatePostFields(form);
    if (form.publishedDate !== '' && publishedAt === null) fieldErrors.publishedDate = VALIDATION.dateInvalid;
    if (Object.keys(fieldErrors).length > 0) return fail(undefined, fieldErrors);

    const input = {
      title: form.title,
      slug: form.slug,
      content: form.content,
      excerpt: form.excerpt,
      imageUrl: form.imageUrl,
      authorId: form.authorId,
      categoryId: form.categoryId,
      tagIds: form.tagIds,
      ctaType: form.ctaType || null,
      isPublished: form.isPublished,
      publishedAt,
    };
    setNotice(null);
    try {
      const result = post
        ? (
            await update({
              variables: { input: { ...input, id: post.id, expectedVersion: baseline.version } },
            })
          ).updateBlogPost
        : (await create({ variables: { input } })).createBlogPost;
      const failure = failureOf(result, 'BlogPost');
      if (failure) return fail(failure.message, failure.fields);
      guard.allowNavigation();
      navigate('/admin/posts', { replace: true });
    } catch {
      fail();
    }
  };

  const insertIntoContent = (html: string) => {
    const textarea = contentRef.current;
    const start = textarea?.selectionStart ?? form.content.length;
    const end = textarea?.selectionEnd ?? form.content.length;
    const { value, caret } = insertAt(form.content, html, start, end);
    set('content', value);
    requestAnimationFrame(() => {
      textarea?.focus();
      textarea?.setSelectionRange(caret, caret);
    });
  };

  const ctaOptions = useMemo(() => {
    const types = activeCtaTypes?.length ? [...activeCtaTypes] : [...CTA_TYPES];
    if (form.ctaType && !types.includes(form.ctaType)) types.push(form.ctaType);
    return types.map((type) => ({ value: type, label: formatCtaType(type) }));
  }, [activeCtaTypes, form.ctaType]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/admin/posts" className={buttonClass('secondary')}>
          <span aria-hidden="true">←</span> Back to posts
        </Link>
        <div className="flex gap-3">
          <Button variant="secondary" onClick={() => setAssistantOpen(true)}>
            <Icon node={WandSparkles} className="h-4 w-4" /> AI assistant
          </Button>
          <Button type="submit" form="post-editor" disabled={saving}>
            {saving ? 'Saving...' : 'Save Post'}
          </Button>
        </div>
      </div>
      <PageHeading title={post ? 'Edit post' : 'New post'} lead={dirty ? 'Unsaved changes' : undefined} />
      {notice ? (
        <div ref={noticeRef} tabIndex={-1}>
          <Alert tone="error" title={notice.title}>
            {notice.text ? <p>{notice.text}</p> : null}
          </Alert>
        </div>
      ) : null}

      <form id="post-editor" noValidate onSubmit={save} className="space-y-6">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            id={FIELD_IDS.title}
            label="Title"
            required
            placeholder="Enter post title"
            value={form.title}
            error={errors.title}
            onChange={(event) => setForm((current) => changeTitle(current, event.target.value))}
            onBlur={() => setForm(blurTitle)}
          />
          <TextField
            id={FIELD_IDS.slug}
            label="Slug"
            required
            placeholder="post-url-slug"
            hint="The address of the post: /blog/your-slug"
            value={form.slug}
            error={errors.slug}
            onChange={(event) => set('slug', event.target.value)}
            onBlur={() => setForm(blurSlug)}
          />
        </div>

        <div className="grid gap-4 xl:grid-cols-2">
          <div className="space-y-2">
            <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Insert into the content">
              <Button variant="secondary" onClick={() => setPicker('content')}>
                Insert image
              </Button>
              <Button variant="secondary" onClick={() => setPicker('video')}>
                Insert video
              </Button>
            </div>
            <TextAreaField
              ref={contentRef}
              id={FIELD_IDS.content}
              label="Content"
              required
              rows={TEXTAREA_ROWS.content}
              placeholder="Write your post content here (HTML allowed)"
              className="font-mono"
              value={form.content}
              error={errors.content}
              onChange={(event) => set('content', event.target.value)}
              onBlur={() => setForm(blurContent)}
            />
          </div>
          <ContentPreview html={form.content} />
        </div>

        <TextAreaField
          id={FIELD_IDS.excerpt}
          label="Excerpt"
          rows={TEXTAREA_ROWS.excerpt}
          placeholder="Brief summary of the post (generated from the content when left empty)"
          value={form.excerpt}
          error={errors.excerpt}
          onChange={(event) => set('excerpt', event.target.value)}
        />

        <div className="grid gap-6 lg:grid-cols-2">
          <div className="space-y-4">
            <div className="space-y-2">
              <div className="flex items-end gap-2">
                <div className="flex-1">
                  <TextField
                    id={FIELD_IDS.imageUrl}
                    label="Featured Image"
                    placeholder="https://example.com/image.jpg"
                    value={form.imageUrl}
                    error={errors.imageUrl}
                    onChange={(event) => set('imageUrl', event.target.value)}
                  />
                </div>
                <Button
                  variant="secondary"
                  onClick={() => setPicker('featured')}
                  className={errors.imageUrl ? 'mb-7' : ''}
                >
                  Browse<span className="sr-only"> images for the featured image</span>
                </Button>
              </div>
              {form.imageUrl ? (
                <img
                  src={form.imageUrl}
                  alt=""
                  className="max-h-48 rounded-lg object-cover ring-1 ring-slate-200"
                />
              ) : null}
            </div>
            <SelectField
              id={FIELD_IDS.authorId}
              label="Author"
              required
              placeholder="Select an author"
              options={authors}
              value={form.authorId}
              error={errors.authorId}
              onChange={(event) => set('authorId', event.target.value)}
            />
            <SelectField
              id={FIELD_IDS.categoryId}
              label="Category"
              required
              placeholder="Select a category"
              options={categories}
              value={form.categoryId}
              error={errors.categoryId}
              onChange={(event) => set('categoryId', event.target.value)}
            />
            <SelectField
              id={FIELD_IDS.ctaType}
              label="CTA Type"
              placeholder="No CTA"
              options={ctaOptions}
              value={form.ctaType}
              error={errors.ctaType}
              onChange={(event) => set('ctaType', event.target.value)}
            />
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">Tags</legend>
              {tags.length === 0 ? (
                <p className="mt-1 text-sm text-slate-500">No tags yet.</p>
              ) : (
                <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
                  {tags.map((tag) => (
                    <label key={tag.value} className="flex items-center gap-2 text-sm text-slate-700">
                      <input
                        type="checkbox"
                        checked={form.tagIds.includes(tag.value)}
                        onChange={(event) =>
                          set(
                            'tagIds',
                            event.target.checked
                              ? [...form.tagIds, tag.value]
                              : form.tagIds.filter((id) => id !== tag.value),
                          )
                        }
                      />
                      {tag.label}
                    </label>
                  ))}
                </div>
              )}
              {errors.tagIds ? <p className="mt-1 text-sm text-red-700">{errors.tagIds}</p> : null}
            </fieldset>
          </div>
          <PublishPanel
            form={form}
            dateId={FIELD_IDS.publishedDate!}
            dateError={errors.publishedDate}
            onDate={(value) => set('publishedDate', value)}
            onTime={(value) => set('publishedTime', value)}
            onPublish={(checked) => setForm((current) => togglePublish(current, checked, new Date()))}
          />
        </div>
      </form>

      {post ? <RevisionList post={post} version={baseline.version} dirty={dirty} /> : null}

      {picker === 'featured' || picker === 'content' ? (
        <ImagePicker
          mode={picker}
          onClose={() => setPicker(null)}
          onPick={(image) =>
            picker === 'featured' ? set('imageUrl', image.url) : insertIntoContent(imageHtml(image))
          }
        />
      ) : null}
      {picker === 'video' ? (
        <VideoPicker
          onClose={() => setPicker(null)}
          onPick={(video) => insertIntoContent(videoHtml(video))}
        />
      ) : null}
      <AssistantDialog open={assistantOpen} onClose={() => setAssistantOpen(false)} />
      {guard.dialog}
    </div>
  );
}
