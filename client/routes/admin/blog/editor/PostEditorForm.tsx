// The post editor (SPEC §2, §4, §5): every field with the spec's rows and
// placeholders, the slug and excerpt rules, Publish filling today's date,
// required fields, 'Save Post' / 'Saving...', then back to the list
// (replacing the history entry), or 'Failed to save post' and the page stays;
// Ctrl+S saves and stays (EditorFrame).
// Also: a live preview, the image and video pickers, scheduling, revisions,
// the unsaved-changes warning and the refusal of a stale save.

import { WandSparkles } from 'lucide';
import { useEffect, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import {
  type AssistantPick,
  type PickChange,
  pickChange,
  replacesWriting,
  undoPick,
  wordCount,
} from '../../../../../domain/ai/picks';
import {
  blurContent,
  blurSlug,
  blurTitle,
  changeTitle,
  dateAndTimeOf,
  emptyPostForm,
  type PostForm,
  publishedAtOf,
  storedPostText,
  togglePublish,
  validatePostFields,
} from '../../../../../domain/blog';
import { isCtaType } from '../../../../../domain/ctas/display';
import { TEXTAREA_ROWS } from '../../../../../domain/shared/constants';
import { CONTENT_LIMITS } from '../../../../../domain/shared/content';
import { POST_EDITOR, VALIDATION } from '../../../../../domain/shared/messages';
import type {
  PostEditorForm_post$data,
  PostEditorForm_post$key,
} from '../../../../__generated__/PostEditorForm_post.graphql';
import { Button } from '../../../../components/Button';
import { plural } from '../../../../components/format';
import { Icon } from '../../../../components/Icon';
import { AssistantDialog } from '../../ai/AssistantDialog';
import { AssistantUndo } from '../../ai/AssistantUndo';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { EditorFrame } from '../../kit/EditorFrame';
import { type Option, TextAreaField, TextField, withChosen } from '../../kit/fields';
import { useEditorForm } from '../../kit/useEditorForm';
import { useTagOptions } from '../../taxonomy/TagFinder';
import { ContentEditor } from './ContentEditor';
import { PostDetails } from './PostDetails';
import { PublishPanel } from './PublishPanel';
import { RevisionList } from './RevisionList';
import { usePostSave } from './usePostSave';

type Loaded = { form: PostForm; version: number; publishedAt: string | null };

/** The form as a loaded post (or a new one) starts it. */
function loadedOf(post: PostEditorForm_post$data | null | undefined): Loaded {
  if (!post) return { version: 0, publishedAt: null, form: emptyPostForm() };
  return {
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
      ctaType: post.callToAction ?? '',
      tagIds: post.tags.map((tag) => tag.id),
      isPublished: post.isPublished,
      ...dateAndTimeOf(post.publishedAt ?? null),
    },
  };
}

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
        callToAction
        isPublished
        publishedAt
        author {
          id
          name
        }
        category {
          id
          name
        }
        tags {
          id
          name
        }
        ...RevisionList_post
      }
    `,
    postKey,
  );
  const loaded = useMemo(() => loadedOf(post), [post]);
  const [baseline, setBaseline] = useState(loaded);
  const [assistantOpen, setAssistantOpen] = useState(false);
  /** A generated draft waiting for the admin to confirm it replaces their content. */
  const [replacing, setReplacing] = useState<AssistantPick | null>(null);
  /** The last pick put into the form, which Undo takes back. */
  const [picked, setPicked] = useState<PickChange | null>(null);
  const [savePost] = usePostSave();

  const editor = useEditorForm({
    initial: baseline.form,
    validate: (form) => {
      const fieldErrors: Record<string, string> = validatePostFields(form);
      if (form.publishedDate !== '' && publishedAtFor(form) === null)
        fieldErrors.publishedDate = VALIDATION.dateInvalid;
      return fieldErrors;
    },
    save: (form) =>
      savePost(
        {
          title: form.title,
          slug: form.slug,
          content: form.content,
          excerpt: form.excerpt,
          imageUrl: form.imageUrl,
          authorId: form.authorId,
          categoryId: form.categoryId,
          tagIds: form.tagIds,
          callToAction: isCtaType(form.ctaType) ? form.ctaType : null,
          isPublished: form.isPublished,
          publishedAt: publishedAtFor(form),
        },
        post ? { id: post.id, version: baseline.version } : null,
      ),
    failedMessage: POST_EDITOR.saveFailed,
    settle: (form) => blurContent(blurSlug(blurTitle(form))),
    stored: storedPostText,
    done: '/admin/posts',
    savedLabel: (form) => form.title,
    idPrefix: 'post',
    draft: { key: `post:${post?.id ?? 'new'}`, version: baseline.version },
  });
  const { values: form, set, field, setValues: setForm, dirty } = editor;
  // The post's own author, category and tags are shown as chosen even when past the ones loaded.
  const authorOptions = useMemo(() => withChosen(authors, [post?.author]), [authors, post]);
  const categoryOptions = useMemo(() => withChosen(categories, [post?.category]), [categories, post]);
  const tagOptions = useTagOptions(tags, post?.tags, form.tagIds, (update) =>
    setForm((current) => ({ ...current, tagIds: update(current.tagIds) })),
  );

  // A new version in the store: the editor's own save (the form stays as it
  // is, keys typed since included), or a restored revision (the form starts
  // again from it).
  const { sentNow } = editor;
  const content = editor.control('content');
  /** What the confirmation of a generated post says the content holds now. */
  const writtenWords = replacing ? wordCount(form.content) : 0;
  useEffect(() => {
    if (loaded.version !== baseline.version) {
      setBaseline(loaded);
      if (!sentNow(loaded.form)) setForm(loaded.form);
    }
  }, [loaded, baseline.version, setForm, sentNow]);

  const applyPick = (pick: AssistantPick) => {
    const change = pickChange(form, pick);
    setForm((current) => ({ ...current, ...change.after }));
    setPicked(change);
  };
  const undo = (change: PickChange) => {
    setForm((current) => undoPick(current, change));
    setPicked(null);
    // The keyboard goes on where the text came back.
    const restored = { content: content.id, title: field('title').id, meta: field('excerpt').id }[
      change.kind
    ];
    requestAnimationFrame(() => restored && document.getElementById(restored)?.focus());
  };

  /** The publication time: the loaded one while the date and time are unchanged. */
  function publishedAtFor(values: PostForm) {
    const sameDate =
      values.publishedDate === baseline.form.publishedDate &&
      values.publishedTime === baseline.form.publishedTime;
    return sameDate ? baseline.publishedAt : publishedAtOf(values.publishedDate, values.publishedTime);
  }

  return (
    <EditorFrame
      editor={editor}
      formId="post-editor"
      title={post ? 'Edit post' : 'New post'}
      subject={post ? baseline.form.title : null}
      lead={dirty ? 'Unsaved changes' : undefined}
      back={{ to: '/admin/posts', label: 'Back to posts' }}
      saveLabel="Save Post"
      actions={
        <Button variant="secondary" onClick={() => setAssistantOpen(true)}>
          <Icon node={WandSparkles} className="h-4 w-4" /> AI assistant
        </Button>
      }
    >
      <AssistantUndo change={picked} form={form} onUndo={undo} />
      <form id="post-editor" noValidate onSubmit={editor.submit} className="space-y-6">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Title"
            required
            limit={CONTENT_LIMITS.title}
            placeholder="Enter post title"
            {...field('title')}
            onChange={(event) => setForm((current) => changeTitle(current, event.target.value))}
            onBlur={() => setForm(blurTitle)}
          />
          <TextField
            label="Slug"
            required
            placeholder="post-url-slug"
            hint={`The address of the post: /blog/${form.slug || 'your-slug'}`}
            {...field('slug')}
            onBlur={() => setForm(blurSlug)}
          />
        </div>

        <ContentEditor {...content} onBlur={() => setForm(blurContent)} />

        <TextAreaField
          label="Excerpt"
          rows={TEXTAREA_ROWS.excerpt}
          limit={CONTENT_LIMITS.excerpt}
          placeholder="Brief summary of the post (generated from the content when left empty)"
          {...field('excerpt')}
        />

        <div className="grid gap-6 lg:grid-cols-2">
          <PostDetails
            editor={editor}
            authors={authorOptions}
            categories={categoryOptions}
            tags={tagOptions.options}
            onFindTag={tagOptions.find}
            activeCtaTypes={activeCtaTypes}
          />
          <PublishPanel
            form={form}
            date={field('publishedDate')}
            onTime={(value) => set('publishedTime', value)}
            onPublish={(checked) => setForm((current) => togglePublish(current, checked, new Date()))}
          />
        </div>
      </form>

      {post ? <RevisionList post={post} version={baseline.version} dirty={dirty} /> : null}

      <AssistantDialog
        open={assistantOpen}
        onClose={() => setAssistantOpen(false)}
        postContent={form.content}
        onPick={(pick) => {
          // The draft replaces the whole content: content already written is only replaced once confirmed.
          if (replacesWriting(form.content, pick)) setReplacing(pick);
          else applyPick(pick);
        }}
      />
      <ConfirmDialog
        open={replacing !== null}
        title="Replace the post's content?"
        confirmLabel="Replace content"
        tone="primary"
        onClose={() => setReplacing(null)}
        onConfirm={() => {
          if (replacing) applyPick(replacing);
          setReplacing(null);
          // The content field shows what came in, and the keyboard is there to go on.
          requestAnimationFrame(() => content.id && document.getElementById(content.id)?.focus());
        }}
      >
        <p>
          The generated draft takes the place of the content written so far
          {writtenWords > 0 ? ` (${plural(writtenWords, 'word')})` : ''}. The draft stays in the AI assistant
          if you cancel.
        </p>
      </ConfirmDialog>
    </EditorFrame>
  );
}
