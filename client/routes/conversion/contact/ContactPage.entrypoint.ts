// /contact, or /contact?course=<slug>: a question about that course (where
// its page's 'Ask about this course' leads before the page is interactive).
import ContactPageQuery from '../../../__generated__/ContactPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../routing/entryPoints';

export const contactEntryPoint: RouteEntryPoint = {
  root: screenModule('ContactPage', () => import('./ContactPage')),
  getPreloadProps: ({ searchParams }) => {
    const course = searchParams.get('course');
    return course ? { queries: { course: { parameters: ContactPageQuery, variables: { course } } } } : {};
  },
};
