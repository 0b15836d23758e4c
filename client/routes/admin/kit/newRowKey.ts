// React keys for the rows a form adds (a survey's new questions and choices,
// a course's new modules and lessons). A form restored from changes kept in
// the browser (useEditorDraft) holds keys made in an earlier page load, so
// each load has a part of its own: the keys it makes never repeat those.
const PAGE_LOAD = Math.random().toString(36).slice(2, 10);
let next = 0;

export const newRowKey = (): string => `new-${PAGE_LOAD}-${++next}`;
