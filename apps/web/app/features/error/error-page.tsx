import { useSearchParams } from 'react-router';
import type { Route } from './+types/error-page';
import { pageTitle } from '../../shared/page-title';
import { ErrorScreen, errorTitle } from './error-screen';
import { resolveErrorCode } from './lib/error-code';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageTitle(matches, errorTitle(resolveErrorCode({ query: new URLSearchParams(location.search).get('code') })));

/**
 * /error?code=&redirect= inside the desktop frame — the message comes from the code, never from the URL (no content
 * injection).
 */
export default function ErrorPage() {
  const [searchParams] = useSearchParams();
  const code = resolveErrorCode({ query: searchParams.get('code') });
  return <ErrorScreen code={code} site="desktop" />;
}
