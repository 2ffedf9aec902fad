import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { DESKTOP_TOAST_MS } from '@yizhan/contracts';
import { AntdTheme } from '../../../shared/theme/desktop/antd-theme';
import { AntdApp } from '../../../shared/ui/desktop/feedback';

export interface HandleServiceMessageProps {
  message: string;
  /** The unit's theme colour. */
  color: string;
  /** Called once the message has gone, unless the component is gone first. */
  onClosed: () => void;
}

function ShowMessage({ message, onClosed }: Omit<HandleServiceMessageProps, 'color'>) {
  const { message: messageApi } = App.useApp();
  const shown = useRef(false);
  const mounted = useRef(true);
  const latestOnClosed = useRef(onClosed);

  useEffect(() => {
    latestOnClosed.current = onClosed;
  }, [onClosed]);

  useEffect(() => {
    mounted.current = true;
    if (!shown.current) {
      shown.current = true;
      void messageApi.info({
        content: message,
        duration: DESKTOP_TOAST_MS / 1000,
        onClose: () => {
          if (mounted.current) latestOnClosed.current();
        },
      });
    }
    return () => {
      mounted.current = false;
    };
  }, [message, messageApi]);

  return null;
}

/**
 * The desktop /to-handle-service toast: an antd message (3 s, 16 px from the top) in the unit's theme. The spec's
 * desktop rules never toast today; this keeps the page whole if a rule changes.
 */
export function HandleServiceMessage({ color, ...props }: HandleServiceMessageProps) {
  return (
    <AntdTheme color={color}>
      <AntdApp>
        <ShowMessage {...props} />
      </AntdApp>
    </AntdTheme>
  );
}
