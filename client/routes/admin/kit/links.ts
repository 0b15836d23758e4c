// A link in words among a screen's lines (Results, Edit survey, a panel's
// "All posts"): on a phone it is pressed with a thumb, so its box is a line
// with padding, at least 24 px high (WCAG 2.5.8), not the 20 px of its text.

/** An inline text link at least 24 px high to press; add the text size where the line sets none. */
export const TEXT_LINK = 'inline-block py-1 font-medium text-indigo-700 hover:underline';
