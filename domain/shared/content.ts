// What every back-office content form shares (posts, courses, terms, CTAs):
// text limits, slugs, image addresses, and the messages. The spec gives no
// words for them (SPEC §5 only says which fields are required), so these
// are ours. Kept apart from messages.ts, which public pages load: these only
// ever reach the admin code and the server.
import { formatMessage } from './messages';
import { SLUG_PATTERN } from './slug';
import type { Rule } from './validation';

/** Posts, courses, authors, categories and tags alike. */
export const CONTENT = {
  /** A `file` argument given as a literal string in the document, not as a multipart upload. */
  fileMissing: 'Please attach a file',
  nameRequired: 'Name is required',
  slugRequired: 'Slug is required',
  slugInvalid: 'Use lowercase letters, digits and single hyphens only (e.g. my-first-post)',
  /** `{kind}`: post, course, author... */
  slugTaken: 'This slug is already used by another {kind}: choose another one.',
  slugTakenByDeleted: 'This slug still belongs to a deleted post: choose another one.',
  /**
   * `{what}`: each module's conflictSubject ("This post", "This course"; a term's is termConflictSubject);
   * `{who}`, `{when}`: the other save, made by another admin.
   */
  conflict:
    '{what} was saved by {who} at {when}, after you opened it. Your changes were not saved, so nothing of theirs was overwritten: copy what you want to keep, reload to see the latest version, then make your changes again.',
  /** The other save was the same admin's, from another tab or window (or device). */
  conflictByYou:
    '{what} was saved by you in another tab or window at {when}, after you opened it. Your changes were not saved, so nothing was overwritten: copy what you want to keep, reload to see the latest version, then make your changes again.',
  /** The row keeps no record of who saved it: both ways it could have happened. */
  conflictByUnknown:
    '{what} was changed at {when}, after you opened it: by you in another tab or window, or by another admin. Your changes were not saved, so nothing was overwritten: copy what you want to keep, reload to see the latest version, then make your changes again.',
  /**
   * The conflict as a script (an API token) gets it: no page to reload.
   * `{what}` as above, `{when}` the other save, `{version}` the version the record has now.
   */
  conflictForScripts:
    '{what} was saved again at {when} (version {version}), after the version this update was made from, so nothing was changed. Read it again, apply your change to what it holds now, and send it with expectedVersion {version}.',
  /**
   * A delete made from a version changed since (a note edited after it was shown): the same
   * conflict in a delete's words, `{what}`, `{who}`, `{when}` and `{version}` as above.
   */
  deleteConflict:
    '{what} was changed by {who} at {when}, after you opened it, so it was not deleted. Look at it as it is now, then delete it again if you still mean to.',
  deleteConflictByYou:
    '{what} was changed by you in another tab or window at {when}, after you opened it, so it was not deleted. Look at it as it is now, then delete it again if you still mean to.',
  deleteConflictByUnknown:
    '{what} was changed at {when}, after you opened it (by you in another tab or window, or by another admin), so it was not deleted. Look at it as it is now, then delete it again if you still mean to.',
  deleteConflictForScripts:
    '{what} was changed at {when} (version {version}), after the version this delete was made from, so it was not deleted. Read it again and, if you still mean to delete it, send the delete with expectedVersion {version}.',
  /**
   * A save, delete or move sent with an expectedVersion newer than the record's (a script's
   * mistake: the back-office only sends versions it read): `{what}`, `{when}`, `{version}` as
   * above, `{expected}` the version sent.
   */
  versionNeverSaved:
    '{what} is at version {version} (saved at {when}) and was never at version {expected}, the expectedVersion sent, so nothing was changed. Read it again and send expectedVersion {version}.',
  /** `{count}` posts or courses, `{kind}`: category, author... */
  /** What a stale save of a term names (conflict's `{what}`); `{kind}`: author, course tag... */
  termConflictSubject: 'This {kind}',
  inUse: 'This {kind} is used by {count}. Choose another {kind} to move them to before deleting it.',
  reassignSame: 'Choose a different {kind} to move them to',
  reassignMissing: 'The {kind} to move them to no longer exists',
  /** Merging a term (`{kind}`: tag, category...) into another: refusals, then what the confirmation says. */
  mergeIntoItself: 'Choose another {kind}: a {kind} cannot be merged into itself',
  mergeTargetMissing: 'The {kind} to merge it into no longer exists',
  mergeTargetRequired: 'Choose the {kind} to merge it into',
  /** `{address}`, `{target}`: the public pages of the merged term and of the one it is merged into. */
  mergeRedirects: '{address} will redirect to {target}.',
  /** `{name}`: the merged term's name. */
  mergeDeletes: '“{name}” will be deleted.',
  /** `{name}`, `{target}`: the names of the merged term and of the one it was merged into. */
  merged: '“{name}” was merged into “{target}”.',
  mergeFailed: 'Failed to merge',
  /** The field that finds another term of a kind (`{terms}`: tags, course categories...) by typing. */
  termSearchLoading: 'Loading {terms}…',
  termSearchEmpty: 'No matching {terms}',
  termSearchMore: 'More {terms} match: type more of the name to narrow the list',
  termSearchFailed: 'The {terms} could not be loaded: type again to retry',
  /** An editor's field that finds a tag by typing (past the first 100 it lists too), or creates one. */
  findTag: 'Find or create a tag',
  /** The last option of an editor's tag field when no tag has the typed name: `{kind}` tag or course tag, `{name}` what is typed. */
  termCreate: 'Create {kind} “{name}”',
  /** That creation when the server could not be reached: `{kind}` tag or course tag. */
  termCreateFailed: 'Failed to create the {kind}: try again',
  notFound: 'This item no longer exists',
  /** An API id of another type: `{which}` "This" or "tagIds[1]", `{given}` and `{expected}` GraphQL types. */
  /** `{given}`, `{expected}`: type names with their article (typeWithArticle): 'a BlogPost', 'an Asset'. */
  idOfOtherType: '{which} is {given} id, where {expected} id is expected',
  /**
   * Follows a required field's message when an update sent null for it (a script; the forms send
   * ""): a contact's names and email, a post's title, slug, content and publication (requiredKept).
   */
  leaveOutToKeep: ': null cannot clear it. Leave the field out to keep the stored value.',
  /** An update through the API without the version its edit started from. */
  expectedVersionRequired: 'Give the version your edit started from (expectedVersion) to update it.',
  /** An expectedVersion of 0 or below: no record ever has it (versions start at 1). */
  expectedVersionInvalid:
    'expectedVersion must be a positive whole number (a record starts at version 1): send the version the record had when you read it.',
  /** The same of a bulk change's expectedVersions: `{position}` its place in the list (from 1), `{version}` what was sent. */
  expectedVersionsInvalid:
    'Each of expectedVersions must be a positive whole number (a record starts at version 1): position {position} is {version}.',
  saveFailed: 'Failed to save',
  deleteFailed: 'Failed to delete',
  loadFailed: 'Failed to load data',
  urlInvalid: 'Please enter a web address starting with https://, http:// or /',
  unsavedChanges: 'You have unsaved changes. Leave this page and lose them?',
  /** An editor opened again after the page went with changes unsaved (a closed tab, a crash). */
  draftKeptTitle: 'Unsaved changes were kept',
  /** `{when}`: when the changes were made. */
  draftKept:
    'Changes made here on {when} were never saved. Restore them to go on where you left off, or discard them and keep what is shown.',
} as const;

/** The bar a list shows while rows are selected (kit/BulkBar). */
export const BULK_BAR = {
  /** `{count}`: how many rows are selected. */
  selected: '{count} selected',
  /** The button, and the menu it opens, holding the actions the bar has no room for (a phone). */
  more: 'More actions',
} as const;

/** Longest accepted value of each back-office text field. */
export const CONTENT_LIMITS = {
  title: 200,
  slug: 200,
  name: 100,
  excerpt: 500,
  url: 2000,
  bio: 2000,
  description: 2000,
  content: 200_000,
  ctaHeader: 150,
  ctaDescription: 500,
  ctaButtonText: 60,
  courseSummary: 500,
  duration: 100,
  tagsPerItem: 30,
  modules: 50,
  lessonsPerModule: 50,
} as const;

/** A slug as stored: lowercase words joined by single hyphens. */
export const validateSlug: Rule = (value) => {
  if (value.trim() === '') return CONTENT.slugRequired;
  return SLUG_PATTERN.test(value) ? null : CONTENT.slugInvalid;
};

/** Optional web address of an image: absolute http(s), or a path on this site. */
export const validateOptionalUrl: Rule = (value) => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^https?:\/\/[^\s]+$/i.test(trimmed) || /^\/(?!\/)[^\s]*$/.test(trimmed) ? null : CONTENT.urlInvalid;
};

export const slugTakenMessage = (kind: string) => formatMessage(CONTENT.slugTaken, { kind });
