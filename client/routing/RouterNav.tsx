// The full app's navigation for the components that do without React Router
// (client/components/pageNav.tsx): the router's location and its Link.
import { type ReactNode, useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageNav } from '../components/pageNav';

export function RouterNav({ children }: { children: ReactNode }) {
  const { pathname, key } = useLocation();
  const value = useMemo(() => ({ pathname, pageKey: key, Link, islands: false }), [pathname, key]);
  return <PageNav value={value}>{children}</PageNav>;
}
