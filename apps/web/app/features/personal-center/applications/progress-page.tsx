import { Form, useActionData, useNavigation } from 'react-router';
import { Alert, Button } from 'antd';
import type { Route } from './+types/progress-page';
import { titled } from '../../../shared/page-title';
import { ProgressFields, ProgressResult } from './progress-parts';
import { progressAction, progressLoader } from './progress-lookup';
import './progress.css';

export const meta: Route.MetaFunction = titled('办件进度查询');

export const loader = progressLoader;
export const action = progressAction;

/** /progress (办件进度查询): anyone with the receipt's number and the phone's last four digits sees where it stands. */
export default function ProgressPage() {
  const outcome = useActionData<typeof progressAction>();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="yz-progress">
      <h1 className="yz-progress__heading">办件进度查询</h1>
      <section className="yz-progress__panel" aria-labelledby="yz-progress-form">
        <h2 id="yz-progress-form" className="yz-progress__subheading">
          输入办件编号和申请时预留手机号的后四位
        </h2>
        <Form method="post" className="yz-progress__form">
          <ProgressFields block="yz-progress" />
          <Button type="primary" htmlType="submit" loading={busy}>
            查询
          </Button>
        </Form>
        {outcome && !outcome.ok && <Alert type="warning" showIcon title={outcome.msg} />}
      </section>
      {outcome?.ok && <ProgressResult progress={outcome.progress} block="yz-progress" />}
    </div>
  );
}
