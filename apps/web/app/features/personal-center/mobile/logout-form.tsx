import { useState } from 'react';
import { Button } from 'antd-mobile';
import { beforeSignOut, logoutPath } from '../../../shared/session/sign-out';

/**
 * The large 退出登录 of 我的: a plain form post to the logout page's action, as its own confirmation does (ADR 013;
 * a GET never signs out), so it works before the page's code has loaded. The action revokes the session and sends
 * the browser on by the unit's loginType; here the way back is /mobile, which leads a guest to the first page open
 * to guests.
 */
export function LogoutForm() {
  const [leaving, setLeaving] = useState(false);
  return (
    <form
      method="post"
      action={logoutPath('/mobile')}
      className="yz-mpc-logout"
      onSubmit={() => {
        beforeSignOut();
        setLeaving(true);
      }}
    >
      {/* The logout page's action reads the terminal from the form (the mobile sign-out of spec §4). */}
      <input type="hidden" name="terminal" value="mobile" />
      <Button type="submit" block size="large" color="danger" fill="outline" loading={leaving} loadingText="正在退出…">
        退出登录
      </Button>
    </form>
  );
}
