import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { CODE, MOBILE_TOAST_MS } from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';
import { lazyBrowserApi } from '../../../shared/api-client/lazy-browser-api';
import { showToast } from '../../../shared/ui/mobile/feedback';

export const LOGIN_TO_COLLECT = '请先登录后再收藏';

interface CollectButtonProps {
  appId: string;
  collected: boolean;
  isGuest: boolean;
}

const toast = (content: string) => showToast({ content, duration: MOBILE_TOAST_MS });

/**
 * 收藏: a guest is sent to the mobile login (and back here); a user's tap shows the new state at once and puts it
 * back if the server refuses.
 */
export function CollectButton({ appId, collected: initial, isGuest }: CollectButtonProps) {
  const [collected, setCollected] = useState(initial);
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  const handleClick = async () => {
    if (isGuest) {
      toast(LOGIN_TO_COLLECT);
      void navigate(`/mobile-login?redirect=${encodeURIComponent(`${pathname}${search}`)}`);
      return;
    }
    if (pending) return;
    const next = !collected;
    setCollected(next);
    setPending(true);
    try {
      const result = await lazyBrowserApi(
        (api) => api.serviceHallApi.collect,
        { body: { appId, collect: next } },
        { silent: true },
      );
      setCollected(result.collected);
      toast(result.collected ? '已收藏' : '已取消收藏');
    } catch (error) {
      setCollected(!next);
      // An expired session already has its dialog.
      if (!(error instanceof ApiError && error.code === CODE.unauthorized)) {
        toast(error instanceof Error && error.message ? error.message : '操作失败，请稍后重试');
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <button
      type="button"
      className={`yz-mguide-collect ${collected ? 'yz-mguide-collect--on' : ''}`}
      aria-pressed={collected}
      aria-busy={pending}
      onClick={() => void handleClick()}
    >
      {collected ? <StarFill aria-hidden="true" /> : <StarOutline aria-hidden="true" />}
      <span>{collected ? '已收藏' : '收藏'}</span>
    </button>
  );
}
