import { data } from 'react-router';

/** Unknown routes: the not-found view with HTTP 404. */
export function loader() {
  throw data({ code: 404, msg: '抱歉，您访问的页面不存在' }, { status: 404 });
}

export default function NotFoundPage() {
  return null;
}
