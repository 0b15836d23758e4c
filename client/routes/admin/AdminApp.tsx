// The back-office: the auth store around /admin/login and the guarded area.
// Loaded as one lazy chunk when a URL under /admin is first visited.
import { Suspense } from 'react';
import { Spinner } from '../../components/Spinner';
import { AppRoutes } from '../../routing/AppRoutes';
import { adminRoutes } from './adminRoutes';
import { AuthProvider } from './auth/AuthProvider';

export default function AdminApp() {
  return (
    <AuthProvider>
      <Suspense fallback={<Spinner className="min-h-screen" />}>
        <AppRoutes routes={adminRoutes} />
      </Suspense>
    </AuthProvider>
  );
}
