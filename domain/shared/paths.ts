// Paths of the public pages, shared by the sitemap, RSS, search records and
// structured data. (The client links with the same shapes.)
export const paths = {
  post: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  blogCategory: (slug: string) => `/blog/category/${encodeURIComponent(slug)}`,
  blogAuthor: (slug: string) => `/blog/author/${encodeURIComponent(slug)}`,
  course: (slug: string) => `/course/${encodeURIComponent(slug)}`,
  /** /contact about one course: where its 'Ask about this course' leads before the page is interactive. */
  askAboutCourse: (slug: string) => `/contact?course=${encodeURIComponent(slug)}`,
  /** The contact page, and where its plain form (JavaScript off) is posted. */
  contact: '/contact',
  /** Where that form leads once sent: the page saying so (about the course it asked about, if any). */
  contactSent: (course?: string | null) =>
    course ? `/contact?course=${encodeURIComponent(course)}&sent=1` : '/contact?sent=1',
} as const;

/** A CRM contact's page in the back-office, from the contact's row id (links in notification emails). */
export const adminContactPath = (rowId: string) => `/admin/crm/contacts/${encodeURIComponent(rowId)}`;
