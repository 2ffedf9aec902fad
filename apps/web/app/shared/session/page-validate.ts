import { data } from 'react-router';

/** Ids in page URLs: service, news and topic ids are short letters, digits, '-' and '_'. */
const PAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The page-validate step (spec §5): a page whose `:id` cannot be an id answers 404 'Page Not Found' with the
 * not-found view, before anything is loaded for it.
 */
export function validatePageParams(params: Record<string, string | undefined>) {
  if (params.id !== undefined && !PAGE_ID.test(params.id)) {
    throw data({ code: 404, msg: '抱歉，您访问的页面不存在' }, { status: 404, statusText: 'Page Not Found' });
  }
}
