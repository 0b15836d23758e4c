// Every user-facing message of SPEC §5 and §8, word for word. The browser and
// the server import them from here so they always say the same thing.

export const VALIDATION = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  nameRequired: 'Name is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  messageRequired: 'Message is required',
  websiteRequired: 'Website is required',
  websiteInvalid: 'Please enter a valid website address',
  phoneInvalid: 'Please enter a valid phone number',
  /** `{host}` is replaced by an example host. */
  domainInvalid: 'Please enter a valid domain (e.g., {host})',
  preferredDateRequired: 'Preferred date is required',
  preferredTimeRequired: 'Preferred time is required',
  contactFormNotFound: 'Contact form not found',
  contactFormEmpty: 'Please fill out the contact form',
  folderNameEmpty: 'Folder name cannot be empty',
  /** `{name}` is the file name. */
  videoTooLarge: 'File {name} exceeds maximum size of 500MB',
  /**
   * `{count}` is the limit with its noun (tooLongMessage: '200 characters', '1 character').
   * Not in the spec: every free-text field has a length limit.
   */
  tooLong: 'Please use at most {count}',
  subjectInvalid: 'Please choose a subject from the list',
  dateInvalid: 'Please enter a valid date',
  bookingDateTooEarly: 'Please choose a date from tomorrow on',
  timeSlotInvalid: 'Please choose one of the available times',
  timeZoneInvalid: 'Please give a time zone by its IANA name, such as Europe/Berlin',
} as const;

/** What the GraphQL API answers a script or client about the request itself. */
export const GRAPHQL_API = {
  /**
   * An id in `extensions.persistedQuery.sha256Hash` that the server does not know. Only the web
   * app's own operations are persisted; any other document runs when sent in `query`.
   */
  persistedQueryNotFound:
    'No persisted query has this sha256Hash: this server only knows the web app\'s own operations. Send the document in "query" (with or without the hash) and it runs.',
} as const;

/** What the file routes (exports, media files, uploads) answer a request they cannot serve. */
export const FILE_ROUTES = {
  notFound: 'Not Found',
  rangeNotSatisfiable: 'The range {range} is outside the file ({size} bytes).',
  /** A failure of ours, as /graphql masks it: the details are in the server's log. */
  unexpected: 'Unexpected error.',
} as const;

export const AUTH = {
  accessDenied: 'Access denied. Admin privileges required.',
  invalidCredentials: 'Invalid email or password',
  checkTimedOut: 'Connection timed out. Please check your internet connection and try again.',
  signInTimedOut: 'Connection timed out. Please try again.',
  signOutTimedOut: 'Sign out timed out. Please try again.',
  checkFailed: 'Authentication failed after multiple attempts',
  signInFailed: 'Sign in failed after multiple attempts',
  signOutFailed: 'Sign out failed after multiple attempts',
  tryAgain: 'Please try logging in again.',
  notSignedIn: 'You must be signed in as an administrator.',
  sessionEnded: 'Your session has ended',
  sessionEndedLead:
    'Sign in again to carry on. What you have typed on this page is kept: save it once you are signed in.',
  /** The same words whether or not an account has this email. */
  signInLocked:
    'Too many failed sign-in attempts for this email. Try again in {minutes}, or ask an administrator to unlock it.',
} as const;

export const BLOG = {
  postNotFound: 'Blog post not found',
  postNotPublished: 'This blog post is not published yet',
  /** Shown to an admin looking at a post scheduled for later (visitors get 'Blog post not found' until then). */
  postScheduled: 'This blog post is scheduled: visitors see it from {date}',
  /** A post list's page from a cursor past its last post (an old bookmark, posts removed since). */
  pastTheEnd: 'No more posts here: this page is past the last one.',
  backToLatest: 'Back to the latest posts',
} as const;

export const CONTACT = {
  sent: "Message Sent! We'll get back to you soon.",
  sendFailed: 'Failed to send message. Please try again later.',
  bookingSent: "Booking Request Sent! We'll confirm your appointment shortly.",
  bookingFailed: 'Failed to send booking request. Please try again later.',
  emailFailed: 'Failed to send email',
  tooManyRequests: 'Too many requests. Please try again in a minute.',
  schedulerUnavailable:
    'Online scheduling is not available right now. Send us a consultation request instead.',
} as const;

/** The admin email outbox. */
export const OUTBOX = {
  notFound: 'Email not found',
  alreadySent: 'This email was already sent',
  sending: 'This email is being sent right now',
  retried: 'The email is queued for delivery.',
  retryFailed: 'Could not retry the email',
} as const;

/** Slack webhook test screen (SPEC §2, §8). */
export const SLACK = {
  notConfigured:
    'No Slack webhook is configured in this build. Set SLACK_WEBHOOK_URL on the server to enable the test.',
  sent: 'Test message sent to Slack.',
  gone: 'The webhook is no longer valid (410 Gone): it was removed, or its channel was archived.',
  notFound: 'The webhook was not found (404): the URL is wrong or the app was uninstalled.',
  forbidden: 'Slack refused the webhook (403 Forbidden): the token is invalid or the app lacks access.',
  /** `{status}` is the HTTP status. */
  failed: 'Slack answered with status {status}.',
  unreachable: 'Slack could not be reached. Check the server network connection and try again.',
} as const;

export const SURVEY = {
  noneActive: 'No active surveys found. Please check back later.',
  loadFailed: 'Failed to load surveys. Please try again later.',
  unexpected: 'An unexpected error occurred. Please try again later.',
  notFound: 'Survey not found',
  submitFailed: 'An unexpected error occurred',
  thankYouTitle: 'Awesome! Your personalized AI Audit is on the way.',
  thankYouBody: "We'll email you 3 custom AI recommendations for your business",
} as const;

export const CRM = {
  loadFailed: 'Failed to load contacts',
  idRequired: 'Contact ID is required',
  notFound: 'Contact not found',
  fetchFailed: 'Failed to fetch contact: ',
  notesFetchFailed: 'Failed to fetch notes: ',
  emailLogsFetchFailed: 'Failed to fetch email logs: ',
  createFailed: 'Failed to create contact',
  updateFailed: 'Failed to update contact',
  deleteFailed: 'Failed to delete contact',
  addNoteFailed: 'Failed to add note',
  deleteNoteFailed: 'Failed to delete note',
  importFailed: 'Failed to import contacts',
  exportFailed: 'Failed to export contacts',
} as const;

export const CTA = {
  noneActive: 'No active CTAs found',
  loadAllFailed: 'Failed to load CTAs',
  deleteFailed: 'Failed to delete CTA',
  updateFailed: 'Failed to update CTA',
  loadFailed: 'Failed to load CTA',
  saveFailed: 'Failed to save CTA',
} as const;

export const POST_EDITOR = {
  loadFailed: 'Failed to load data',
  saveFailed: 'Failed to save post',
} as const;

export const VIDEOS = {
  loadFailed: 'Failed to load videos',
  createFolderFailed: 'Failed to create folder',
  deleteFailed: 'Failed to delete video',
  deleteFolderFailed: 'Failed to delete folder',
  updateMetadataFailed: 'Failed to update video metadata',
  moveFailed: 'Failed to move video',
  invalidPath: 'Invalid file path',
  invalidName: 'Invalid file name',
  uploadFailed: 'Failed to upload videos',
  folderCreated: 'Folder created successfully',
  uploaded: 'Videos uploaded successfully',
  deleted: 'Video deleted successfully',
  folderDeleted: 'Folder deleted successfully',
  metadataUpdated: 'Video metadata updated successfully',
  moved: 'Video moved successfully',
  /** Said when a video's processing, followed on its card, ends; `{title}`: the video's. */
  processed: '“{title}” is processed and ready',
  processingFailedOf: '“{title}” could not be processed',
} as const;

/** Replaces `{name}` placeholders in a message. */
export function formatMessage(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/**
 * A count and its noun: "1 post", "2 posts" (`many` for a plural that is not one + s;
 * `shown`, the number as written, when it is not plain digits: "100,000 tokens").
 */
export const plural = (count: number, one: string, many = `${one}s`, shown = String(count)) =>
  `${shown} ${count === 1 ? one : many}`;

/** VALIDATION.tooLong for a limit of `max` characters. */
export const tooLongMessage = (max: number) =>
  formatMessage(VALIDATION.tooLong, { count: plural(max, 'character') });

/** A page that failed to render, or an address that leads nowhere (not in the spec: ours). */
export const PAGE_ERROR = {
  title: 'Something went wrong',
  lead: 'This page could not be shown. Reloading it usually helps; if it keeps happening, try again later.',
  reload: 'Reload the page',
  home: 'Go to the home page',
  adminHome: 'Back to the dashboard',
  notFound: 'Page not found',
  adminNotFoundLead: 'There is no admin page at this address. It may have moved, or the link is mistyped.',
} as const;

/**
 * A screen whose code could not be loaded (offline, the server down, not in
 * the service worker's cache): not in the spec, ours, worded as DIALOG_LOAD.
 */
export const PAGE_LOAD = {
  title: 'This page could not be loaded',
  lead: 'Please check your connection and try again.',
  /** After a Try again that failed too. */
  stillFailing: 'It could not be loaded this time either.',
  retry: 'Try again',
  retrying: 'Trying again...',
} as const;

/** A list's 'Show more' whose next page did not come (offline, the server down): ours. */
/** A list's filter bar (the admin kit's FilterBar). */
export const LIST_FILTERS = {
  /** Empties every filter of the list at once: the way out of a filter that matches nothing. */
  clear: 'Clear filters',
} as const;

export const LIST_LOAD = {
  moreFailed: 'More could not be loaded. Please check your connection and press the button again.',
} as const;

/** A list's words for screen readers. */
export const LIST_WORDS = {
  /** The select column's header on a phone, where its select-all box is hidden (the one above the cards is used). */
  selectColumn: 'Select',
} as const;

/** The /contact page (its dialogs need the app). */
export const CONTACT_PAGE = {
  /** Shown by a browser with JavaScript off (its form sends a message); `{email}` is the company's inbox. */
  needsJavaScript: 'Booking a call from this page needs JavaScript. You can also email us at {email}.',
  /** The subject of that email when the page is about a course (/contact?course=). */
  courseEmailSubject: 'Training Information: {course}',
  /** Above the plain form (JavaScript off) the server sent back: its messages follow, linked to the fields. */
  errorSummary: 'Please correct the following:',
  /** /contact?course=…&sent=1 (the plain form sent, JavaScript off): the link back to the course's page. */
  backToCourse: 'Back to the course',
  /** A plain form's post larger than CONTACT_FORM_MAX_BYTES (413). */
  tooLarge: 'This message is too long to send. Please shorten it and send it again.',
} as const;

/**
 * A public dialog whose code could not be loaded (offline, the server down):
 * not in the spec, ours. `{what}` is one of `what`.
 */
export const DIALOG_LOAD = {
  title: '{what} could not be loaded',
  what: {
    contact: 'The contact form',
    booking: 'The consultation request form',
    scheduler: 'The scheduling calendar',
  },
  lead: 'Please check your connection and try again.',
  /** After a Try again that failed too. */
  stillFailing: 'It could not be loaded this time either.',
  /** `{email}` is the company's inbox. */
  writeToUs: 'You can also email us at {email}.',
  retry: 'Try again',
  retrying: 'Trying again...',
  close: 'Close',
} as const;

/** A table wider than its box on a wide screen: the region it slides in, for a screen reader and the keyboard. */
export const TABLE_REGION = {
  label: (name: string) => `${name} (scrolls sideways)`,
} as const;
