import { RouterContextProvider } from 'react-router';
import { bootstrapContext, loadBootstrap, type Bootstrap } from '../bootstrap/bootstrap';
import { createServerSession, serverSessionContext } from './server-api';

/** Per-request context for loaders: the visitor's API session and the memoised start-up data. */
export function getLoadContext(request: Request, { apiBase }: { apiBase: string }): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(serverSessionContext, createServerSession(request, apiBase));
  let bootstrap: Promise<Bootstrap> | undefined;
  context.set(bootstrapContext, () => (bootstrap ??= loadBootstrap(context, request)));
  return context;
}
