import { Button } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import type { App } from '@yizhan/contracts';
import { useCollect } from './use-collect';

export interface CollectButtonProps {
  app: Pick<App, 'appId' | 'collected'>;
  /** Id of the element naming the service, so a screen reader hears which service the star is for. */
  describedBy?: string;
  /** Hears every change of the shown state (the collect page drops uncollected cards). */
  onChange?: (collected: boolean) => void;
  size?: 'middle' | 'large';
  /** Show the word beside the star (the guide header); cards show the star alone. */
  withText?: boolean;
}

/** The 收藏 star: a toggle button (aria-pressed) with optimistic saving. */
export function CollectButton({ app, describedBy, onChange, size = 'middle', withText = false }: CollectButtonProps) {
  const { collected, toggle } = useCollect(app, onChange);
  const label = collected ? '取消收藏' : '收藏';
  return (
    <Button
      className={`yz-collect${collected ? ' yz-collect--on' : ''}`}
      type={withText ? 'default' : 'text'}
      size={size}
      autoInsertSpace={false}
      shape={withText ? undefined : 'circle'}
      aria-pressed={collected}
      aria-label={label}
      aria-describedby={describedBy}
      title={label}
      icon={collected ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
      onClick={(event) => {
        // The star sits on a card that is itself a link.
        event.preventDefault();
        event.stopPropagation();
        void toggle();
      }}
    >
      {withText ? label : null}
    </Button>
  );
}
