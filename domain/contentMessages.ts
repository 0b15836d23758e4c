// Messages of the back-office content forms. The spec gives no words for
// them (SPEC §5 only says which fields are required), so these are ours.
// Kept apart from messages.ts, which public pages load: these only ever
// reach the admin code and the server.

export const POST_FORM = {
  titleRequired: 'Title is required',
  slugRequired: 'Slug is required',
  contentRequired: 'Content is required',
  authorRequired: 'Author is required',
  categoryRequired: 'Category is required',
  ctaTypeInvalid: 'Please choose a CTA type from the list',
  tagMissing: 'One of the chosen tags no longer exists',
  revisionNotFound: 'Revision not found',
  /** Restoring a revision whose author or category was deleted since. */
  revisionRefsGone:
    'The author or category of this revision no longer exists: choose one in the editor and save instead.',
  deleteFailed: 'Failed to delete post',
  restoreFailed: 'Failed to restore the revision',
} as const;

export const CTA_FORM = {
  headerRequired: 'Header is required',
  descriptionRequired: 'Description is required',
  buttonTextRequired: 'Button text is required',
  iconInvalid: 'Please choose an icon from the set',
  notFound: 'CTA not found',
} as const;

/** Posts, courses, authors, categories and tags alike. */
export const CONTENT = {
  nameRequired: 'Name is required',
  slugRequired: 'Slug is required',
  slugInvalid: 'Use lowercase letters, digits and single hyphens only (e.g. my-first-post)',
  /** `{kind}`: post, course, author... */
  slugTaken: 'This slug is already used by another {kind}: choose another one.',
  slugTakenByDeleted: 'This slug still belongs to a deleted post: choose another one.',
  /** `{what}`: "This post", "This course"; `{who}`, `{when}`: the other save. */
  conflict:
    '{what} was saved by {who} at {when}, after you opened it. Your changes were not saved, so nothing of theirs was overwritten: copy what you want to keep, reload to see the latest version, then make your changes again.',
  /** `{count}` posts or courses, `{kind}`: category, author... */
  inUse: 'This {kind} is used by {count}. Choose another {kind} to move them to before deleting it.',
  reassignSame: 'Choose a different {kind} to move them to',
  reassignMissing: 'The {kind} to move them to no longer exists',
  notFound: 'This item no longer exists',
  saveFailed: 'Failed to save',
  deleteFailed: 'Failed to delete',
  loadFailed: 'Failed to load data',
  urlInvalid: 'Please enter a web address starting with https://, http:// or /',
  unsavedChanges: 'You have unsaved changes. Leave this page and lose them?',
} as const;

export const COURSE_FORM = {
  notFound: 'Course not found',
  saveFailed: 'Failed to save course',
  deleteFailed: 'Failed to delete course',
  titleRequired: 'Title is required',
  summaryRequired: 'Summary is required',
  descriptionRequired: 'Description is required',
  durationRequired: 'Duration is required',
  priceInvalid: 'Please enter a price of 0 or more, or leave it empty for "on request"',
  minutesInvalid: 'Please enter a whole number of minutes',
  currencyInvalid: 'Please enter a three-letter currency code (e.g. USD)',
  moduleTitleRequired: 'Every module needs a title',
  lessonTitleRequired: 'Every lesson needs a title',
} as const;
