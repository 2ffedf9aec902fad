import { titled } from '../../shared/page-title';
import { ErrorScreen } from './error-screen';

/** 403: the page is not offered to this user (spec §5); a no-permission code of the 1001–1999 range (spec §8). */
const NO_PERMISSION_CODE = 1003;

export const meta = titled('暂无权限');

/**
 * /mobile/no-permission (spec §2, §5): where a signed-in phone user lands when a mobile menu link is not offered to
 * them. In the view layout (no TabBar, no guard): why, and the ways on — 返回首页 to the mobile home the user can
 * open, and 退出登录 to sign in as someone else.
 */
export default function NoPermissionPage() {
  return <ErrorScreen code={NO_PERMISSION_CODE} site="mobile" message="您暂无权限访问该页面，请联系管理员开通" />;
}
