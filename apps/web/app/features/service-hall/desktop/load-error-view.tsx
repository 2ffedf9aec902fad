import { useLocation, useRevalidator } from 'react-router';
import { Button, Result } from 'antd';

/**
 * The error state of a data view: the message and a 重试 button that reloads the page's data. Without JavaScript
 * the button is a link to the same address, which retries as well.
 */
export default function LoadErrorView({ msg }: { msg: string }) {
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
