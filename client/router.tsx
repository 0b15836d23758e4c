// Every route of SPEC §2. Screens load lazily through their entry points;
// the whole admin area is one lazy chunk, so a public visitor never
// downloads admin code.
import { lazy, Suspense } from 'react';
import { Spinner } from './components/Spinner';
import { BlogLayout } from './routes/blog/layout/BlogLayout';
import { PublicLayout } from './routes/public/layout/PublicLayout';
import type { AppRoute } from './routing/AppRoutes';
import { screen } from './routing/entryPoints';

const AdminApp = lazy(() => import('./routes/admin/AdminApp'));

export const publicRoutes: AppRoute[] = [
  {
    path: '/',
    element: <PublicLayout />,
    children: [
      { index: true, entryPoint: screen('HomePage', () => import('./routes/public/home/HomePage')) },
      {
        path: 'courses',
        entryPoint: screen('CoursesPage', () => import('./routes/public/courses/CoursesPage')),
      },
      {
        path: 'course/:slug',
        entryPoint: screen('CoursePage', () => import('./routes/public/course/CoursePage')),
      },
      {
        path: 'course-outline',
        entryPoint: screen(
          'CourseOutlinePage',
          () => import('./routes/public/course-outline/CourseOutlinePage'),
        ),
      },
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
      {
        path: 'survey',
        entryPoint: screen('SurveyListPage', () => import('./routes/surveys/list/SurveyListPage')),
      },
      {
        path: 'survey/:id',
        entryPoint: screen('SurveyTakePage', () => import('./routes/surveys/take/SurveyTakePage')),
      },
      {
        path: 'thank-you',
        entryPoint: screen('ThankYouPage', () => import('./routes/public/thank-you/ThankYouPage')),
      },
      {
        path: 'webhook-test',
        entryPoint: screen('WebhookTestPage', () => import('./routes/public/webhook-test/WebhookTestPage')),
      },
      { path: 'about', entryPoint: screen('AboutPage', () => import('./routes/public/about/AboutPage')) },
      {
        path: 'timeline',
        entryPoint: screen('TimelinePage', () => import('./routes/public/timeline/TimelinePage')),
      },
      {
        path: 'contact',
        entryPoint: screen('ContactPage', () => import('./routes/public/contact/ContactPage')),
      },
      {
        path: 'blog',
        element: <BlogLayout />,
        children: [
          {
            index: true,
            entryPoint: screen('BlogIndexPage', () => import('./routes/blog/index/BlogIndexPage')),
          },
          {
            path: 'categories',
            entryPoint: screen(
              'BlogCategoriesPage',
              () => import('./routes/blog/categories/BlogCategoriesPage'),
            ),
          },
          {
            path: 'authors',
            entryPoint: screen('BlogAuthorsPage', () => import('./routes/blog/authors/BlogAuthorsPage')),
          },
          {
            path: 'category/:category',
            entryPoint: screen('BlogCategoryPage', () => import('./routes/blog/category/BlogCategoryPage')),
          },
          {
            path: 'author/:author',
            entryPoint: screen('BlogAuthorPage', () => import('./routes/blog/author/BlogAuthorPage')),
          },
          {
            path: ':slug',
            entryPoint: screen('BlogPostPage', () => import('./routes/blog/post/BlogPostPage')),
          },
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
