// The Relay environment of a public dialog on an island page, which loads
// no Relay until a dialog is opened: loaded with the dialog's own code on
// the first click (ConversionHost), its failure shown as the dialog's.
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { getClientEnvironment } from '../../relay/environment';

export default function DialogEnvironment({ children }: { children: ReactNode }) {
  return <RelayEnvironmentProvider environment={getClientEnvironment()}>{children}</RelayEnvironmentProvider>;
}
