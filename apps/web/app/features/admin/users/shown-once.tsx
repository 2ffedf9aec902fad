import { Alert, Typography } from 'antd';

/** A password the server made up, shown this once (「账号 x 的初始密码」): copyable, and said to be shown only now. */
export function ShownOnce({ password, whose }: { password: string; whose: string }) {
  return (
    <Alert
      type="info"
      showIcon
      title={`${whose}密码（只显示这一次，请复制后告知本人）`}
      description={
        <Typography.Text code copyable={{ text: password, tooltips: ['复制', '已复制'] }} className="yz-admin-secret">
          {password}
        </Typography.Text>
      }
    />
  );
}
