// Browser entry: the Relay environment and the routes.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { BrowserRouter } from 'react-router-dom';
import { getClientEnvironment } from './relay/environment';
import { publicRoutes } from './router';
import { AppRoutes } from './routing/AppRoutes';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={getClientEnvironment()}>
      <BrowserRouter>
        <AppRoutes routes={publicRoutes} />
      </BrowserRouter>
    </RelayEnvironmentProvider>
  </StrictMode>,
);
