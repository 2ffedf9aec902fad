import { useSearchParams } from 'react-router';
import { ErrorScreen } from './error-screen';
import { resolveErrorCode } from './lib/error-code';

export const meta = () => [{ title: '出错了' }];

/** /error?code=&redirect= — the message comes from the code, never from the URL (no content injection). */
export default function ErrorPage() {
  const [searchParams] = useSearchParams();
  const code = resolveErrorCode({ query: searchParams.get('code') });
  return <ErrorScreen code={code} />;
}
