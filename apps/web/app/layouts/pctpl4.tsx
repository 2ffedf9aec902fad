import type { ReactNode } from 'react';
import type { Bootstrap } from '../shared/bootstrap/bootstrap';
import { DefaultLayout } from './default';

/** Template 4: full-width card layout — the default frame with its content edge to edge. */
export function Pctpl4Layout(props: { bootstrap: Bootstrap; children: ReactNode }) {
  return <DefaultLayout {...props} fullWidth />;
}
