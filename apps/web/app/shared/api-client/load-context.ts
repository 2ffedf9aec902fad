import { RouterContextProvider } from 'react-router';
import type { PageTransport } from '@yizhan/contracts';
import { bootstrapContext, loadBootstrap, type Bootstrap } from '../bootstrap/bootstrap';
import { createHttpTransport, createServerSession, serverSessionContext } from './server-api';

/** How the web host lets a page request reach the API: in-process (the default) or over HTTP. */
export type LoadContextOptions = { transport: PageTransport } | { apiBase: string };

/** Per-request context for loaders: the visitor's API session and the memoised start-up data. */
export function getLoadContext(request: Request, options: LoadContextOptions): RouterContextProvider {
  const context = new RouterContextProvider();
  const transport = 'transport' in options ? options.transport : createHttpTransport(request, options.apiBase);
  context.set(serverSessionContext, createServerSession(transport));
  let bootstrap: Promise<Bootstrap> | undefined;
  context.set(bootstrapContext, () => (bootstrap ??= loadBootstrap(context, request)));
  return context;
}
