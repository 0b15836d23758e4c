// The admin home. A greeting for now; the content-management issue adds the
// post counts, latest posts, contacts and outbox failures.
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { AdminDashboardPageQuery } from '../../../__generated__/AdminDashboardPageQuery.graphql';
import { PageHeading } from '../../../components/PageHeading';
import type { ScreenProps } from '../../../routing/entryPoints';

export default function AdminDashboardPage({ queries }: ScreenProps<{ dashboard: AdminDashboardPageQuery }>) {
  const data = usePreloadedQuery<AdminDashboardPageQuery>(
    graphql`
      query AdminDashboardPageQuery @preloadable {
        viewer {
          email
          name
        }
      }
    `,
    queries.dashboard,
  );
  return (
    <PageHeading title="Dashboard" lead={`Welcome back, ${data.viewer?.name ?? data.viewer?.email ?? ''}.`} />
  );
}
