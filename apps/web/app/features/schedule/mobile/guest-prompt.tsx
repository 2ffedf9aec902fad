import { Button } from 'antd-mobile';
import { ErrorBlock } from '../../../shared/ui/mobile/error-block';

/** What a guest sees on a schedule page (the guard sends them to sign in first; this is the fallback). */
export function GuestPrompt({ path }: { path: string }) {
  return (
    <div className="yz-msc">
      <ErrorBlock className="yz-msc__state" status="empty" title="登录后查看" description="登录后可查看课表和我的日程">
        <Button
          color="primary"
          onClick={() => window.location.assign(`/mobile-login?redirect=${encodeURIComponent(path)}`)}
        >
          登录
        </Button>
      </ErrorBlock>
    </div>
  );
}
