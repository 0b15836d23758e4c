// React Router's <BrowserRouter>, with the navigation's transition our own:
// a page change is a transition (React holds it while the next page loads, see
// holdsScreens in AppRoutes.tsx), and useTransition tells whether one is
// under way, so the layout can show that the next page is coming.
import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  useTransition,
} from 'react';
import { Router, UNSAFE_createBrowserHistory } from 'react-router-dom';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

const NavigationPending = createContext(false);

/** Whether the page asked for is still loading (false on the server). */
export const useNavigationPending = () => useContext(NavigationPending);

export function AppRouter({ children }: { children: ReactNode }) {
  const history = useRef<BrowserHistory>(null);
  history.current ??= UNSAFE_createBrowserHistory({ v5Compat: true });
  const navigator = history.current;
  const [state, setState] = useState({ action: navigator.action, location: navigator.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () => navigator.listen(({ action, location }) => startTransition(() => setState({ action, location }))),
    [navigator],
  );
  return (
    <NavigationPending value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={navigator}>
        {children}
      </Router>
    </NavigationPending>
  );
}
