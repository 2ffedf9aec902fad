import { useEffect, useRef } from 'react';
import { MOBILE_TOAST_MS } from '@yizhan/contracts';
import { showToast } from '../../../shared/ui/mobile/feedback';

export interface HandleServiceToastProps {
  message: string;
  /** Called once the toast has gone, unless the component is gone first. */
  onClosed: () => void;
}

/** The mobile /to-handle-service toast (spec §8): an antd-mobile Toast for 2 s, then `onClosed`. */
export function HandleServiceToast({ message, onClosed }: HandleServiceToastProps) {
  const shown = useRef(false);
  const mounted = useRef(true);
  const latestOnClosed = useRef(onClosed);

  useEffect(() => {
    latestOnClosed.current = onClosed;
  }, [onClosed]);

  useEffect(() => {
    mounted.current = true;
    // Strict mode mounts twice: one toast only, and no navigation once the page has gone.
    if (!shown.current) {
      shown.current = true;
      showToast({
        content: message,
        duration: MOBILE_TOAST_MS,
        afterClose: () => {
          if (mounted.current) latestOnClosed.current();
        },
      });
    }
    return () => {
      mounted.current = false;
    };
  }, [message]);

  return null;
}
