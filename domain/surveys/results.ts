// Words of a survey's results screen and of removing respondents from them,
// shared by the screen and the server.

export const SURVEY_RESULTS = {
  /** deleteSurveyRespondents sent `ids: []`. */
  noRespondentIds: "ids is empty: send at least one respondent's id. Nothing was changed",
  /** An id sent is not a respondent of the survey (another survey's, removed, or never one). */
  respondentsNotFound:
    'Some of these respondents are not in this survey (removed meanwhile, or of another survey). Nothing was changed.',
  /** The back-office's words for respondentsNotFound: a selected respondent was removed meanwhile. */
  selectionGone:
    'Some of the selected respondents were removed meanwhile, so nothing was changed. The list now shows those that are left: select them again.',
  deleteSelected: 'Delete selected',
  deleteTitle: 'Delete the selected respondents?',
  /** The dialog's body; `{count}`: "2 respondents". */
  deleteBody:
    'Deleting {count} removes their answers from the results, the counts and the CSV export. A CRM contact their submission created stays. This cannot be undone.',
  /** `{count}`: "2 respondents". */
  deleted: '{count} deleted.',
  deleteFailed: 'Failed to delete respondents',
} as const;
