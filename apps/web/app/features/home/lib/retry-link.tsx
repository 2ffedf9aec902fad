import { useLocation, useRevalidator } from 'react-router';

/**
 * 重试: a real link to this page (which retries without JavaScript); with JavaScript it reloads the page's data in
 * place, so the modules that did load stay on screen. `className`: each site's own look.
 */
export function RetryLink({ className }: { className: string }) {
  const revalidator = useRevalidator();
  const { pathname, search } = useLocation();
  return (
    <a
      className={className}
      href={`${pathname}${search}`}
      aria-disabled={revalidator.state === 'loading' || undefined}
      onClick={(event) => {
        event.preventDefault();
        if (revalidator.state === 'idle') void revalidator.revalidate();
      }}
    >
      {revalidator.state === 'loading' ? '重试中…' : '重试'}
    </a>
  );
}
