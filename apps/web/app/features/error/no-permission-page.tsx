import { useEffect } from 'react';
import { useRouteLoaderData, useSearchParams } from 'react-router';
import type { Bootstrap } from '../../shared/bootstrap/bootstrap';
import { noPermissionText, pageNavigation } from '../../shared/api-client/feedback';
import { mayReload } from '../../shared/device/reload-guard';
import { titled } from '../../shared/page-title';
import { ErrorScreen } from './error-screen';
import { refusedPage } from './lib/mobile-page-name';

/** 403: the page is not offered to this user (spec §5); a no-permission code of the 1001–1999 range (spec §8). */
const NO_PERMISSION_CODE = 1003;

export const meta = titled('暂无权限');

/**
 * /mobile/no-permission (spec §2, §5): where a signed-in phone user lands when a mobile menu link is not offered to
 * them. It opens the dialog of spec §6 and §8, 「提示 / 您暂无权限访问{page}页面，请联系管理员申请」, naming the page
 * asked for (the guard's `redirect`); confirming reloads that page — open if an administrator has granted it since,
 * else back here, where the reload guard (once per path in 10 s) lets the dialog just close instead of looping.
 * Behind it, in the view layout (no TabBar, no guard), the same words and the ways on: 返回首页 and 退出登录.
 */
export default function NoPermissionPage() {
  const [searchParams] = useSearchParams();
  const bootstrap = useRouteLoaderData<Bootstrap>('root');
  const menus = [...(bootstrap?.mobileMenus ?? []), ...(bootstrap?.openMenus ?? [])];
  const { path, name } = refusedPage(searchParams.get('redirect'), menus);
  const text = noPermissionText(name);

  useEffect(() => {
    let closed = false;
    let close: (() => void) | undefined;
    void import('../../shared/ui/mobile/imperative').then(({ Dialog }) => {
      if (closed) return;
      close = () => Dialog.clear();
      void Dialog.alert({
        title: '提示',
        content: text,
        confirmText: '确定',
        onConfirm: () => {
          if (path && mayReload(path, window.sessionStorage)) pageNavigation.assign(path);
        },
      });
    });
    return () => {
      closed = true;
      close?.();
    };
  }, [path, text]);

  return <ErrorScreen code={NO_PERMISSION_CODE} site="mobile" message={text} />;
}
