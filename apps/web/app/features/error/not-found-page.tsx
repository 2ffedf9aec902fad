import { data } from 'react-router';

/**
 * Unknown paths of either site: HTTP 404 and the not-found screen, drawn by the layout's error boundary inside the
 * site's frame.
 */
export function loader() {
  throw data({ code: 404, msg: '抱歉，您访问的页面不存在' }, { status: 404 });
}

export default function NotFoundPage() {
  return null;
}
