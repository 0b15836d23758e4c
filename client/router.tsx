// Every route of SPEC §2. Screens load lazily through their entry points;
// the whole admin area is one lazy chunk, so a public visitor never
// downloads admin code. A full load of a route marked `islands` (the home
// page, a post) hydrates only the page's islands (client/islands.tsx).
import { Suspense } from 'react';
import { Spinner } from './components/Spinner';
import { blogAuthorEntryPoint } from './routes/blog/author/BlogAuthorPage.entrypoint';
import { blogAuthorsEntryPoint } from './routes/blog/authors/BlogAuthorsPage.entrypoint';
import { blogCategoriesEntryPoint } from './routes/blog/categories/BlogCategoriesPage.entrypoint';
import { blogCategoryEntryPoint } from './routes/blog/category/BlogCategoryPage.entrypoint';
import { blogIndexEntryPoint } from './routes/blog/index/BlogIndexPage.entrypoint';
import { BlogLayout } from './routes/blog/layout/BlogLayout';
import { blogPostEntryPoint } from './routes/blog/post/BlogPostPage.entrypoint';
import { contactEntryPoint } from './routes/conversion/contact/ContactPage.entrypoint';
import { courseEntryPoint } from './routes/courses/course/CoursePage.entrypoint';
import { coursesEntryPoint } from './routes/courses/index/CoursesPage.entrypoint';
import { courseOutlineEntryPoint } from './routes/courses/outline/CourseOutlinePage.entrypoint';
import { homeEntryPoint } from './routes/public/home/HomePage.entrypoint';
import { PublicLayout } from './routes/public/layout/PublicLayout';
import { surveyListEntryPoint } from './routes/surveys/list/SurveyListPage.entrypoint';
import { surveyTakeEntryPoint } from './routes/surveys/take/SurveyTakePage.entrypoint';
import type { AppRoute } from './routing/AppRoutes';
import { screen } from './routing/entryPoints';
import { lazyComponent } from './routing/lazyComponent';

const AdminApp = lazyComponent(() => import('./routes/admin/AdminApp'));

export const publicRoutes: AppRoute[] = [
  {
    path: '/',
    element: <PublicLayout />,
    holdsScreens: true,
    children: [
      { index: true, entryPoint: homeEntryPoint, islands: true },
      { path: 'courses', entryPoint: coursesEntryPoint },
      { path: 'course/:slug', entryPoint: courseEntryPoint },
      { path: 'course-outline', entryPoint: courseOutlineEntryPoint },
      {
        path: 'ai-workshop',
        entryPoint: screen('AiWorkshopPage', () => import('./routes/public/ai-workshop/AiWorkshopPage')),
      },
      {
        path: 'fractional-pm',
        entryPoint: screen(
          'FractionalPmPage',
          () => import('./routes/public/fractional-pm/FractionalPmPage'),
        ),
      },
      { path: 'survey', entryPoint: surveyListEntryPoint },
      { path: 'survey/:id', entryPoint: surveyTakeEntryPoint },
      {
        path: 'thank-you',
        entryPoint: screen('ThankYouPage', () => import('./routes/conversion/thank-you/ThankYouPage')),
      },
      {
        path: 'webhook-test',
        entryPoint: screen(
          'WebhookTestPage',
          () => import('./routes/conversion/webhook-test/WebhookTestPage'),
        ),
      },
      { path: 'about', entryPoint: screen('AboutPage', () => import('./routes/public/about/AboutPage')) },
      {
        path: 'timeline',
        entryPoint: screen('TimelinePage', () => import('./routes/public/timeline/TimelinePage')),
      },
      { path: 'contact', entryPoint: contactEntryPoint },
      {
        path: 'blog',
        element: <BlogLayout />,
        children: [
          { index: true, entryPoint: blogIndexEntryPoint },
          { path: 'categories', entryPoint: blogCategoriesEntryPoint },
          { path: 'authors', entryPoint: blogAuthorsEntryPoint },
          { path: 'category/:category', entryPoint: blogCategoryEntryPoint },
          { path: 'author/:author', entryPoint: blogAuthorEntryPoint },
          { path: ':slug', entryPoint: blogPostEntryPoint, islands: true },
        ],
      },
      {
        path: '*',
        entryPoint: screen('NotFoundPage', () => import('./routes/public/not-found/NotFoundPage')),
      },
    ],
  },
  {
    path: '/admin/*',
    element: (
      <Suspense fallback={<Spinner className="min-h-screen" />}>
        <AdminApp />
      </Suspense>
    ),
  },
];
