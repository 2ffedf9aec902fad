import { Link, useLocation, useRevalidator } from 'react-router';
import { Button, Empty, Result } from 'antd';

/** The empty state of a data view (暂无数据), with an optional way onwards. */
export function EmptyState({ text = '暂无数据', action }: { text?: string; action?: { to: string; label: string } }) {
  return (
    <div className="yz-sh-state">
      <Empty description={text}>
        {action && (
          <Link className="yz-sh-state__link" to={action.to}>
            {action.label}
          </Link>
        )}
      </Empty>
    </div>
  );
}

/**
 * The error state of a data view: the message and a 重试 button that reloads the page's data. Without JavaScript
 * the button is a link to the same address, which retries as well.
 */
export function LoadError({ msg }: { msg: string }) {
  const revalidator = useRevalidator();
  const { pathname, search } = useLocation();
  const retrying = revalidator.state === 'loading';
  return (
    <div className="yz-sh-state" role="alert">
      <Result
        status="warning"
        title="加载失败"
        subTitle={msg}
        extra={
          <Button
            type="primary"
            autoInsertSpace={false}
            href={`${pathname}${search}`}
            loading={retrying}
            onClick={(event) => {
              event.preventDefault();
              void revalidator.revalidate();
            }}
          >
            重试
          </Button>
        }
      />
    </div>
  );
}
