import { Form, useActionData, useNavigation } from 'react-router';
import { Button } from 'antd-mobile';
import type { Route } from './+types/mobile-progress-page';
import { mobilePage } from '../../../shared/mobile-page/page-options';
import { titled } from '../../../shared/page-title';
import { ProgressFields, ProgressResult } from './progress-parts';
import { progressAction, progressLoader } from './progress-lookup';
import './mobile-progress.css';

export const meta: Route.MetaFunction = titled('办件进度查询');

/** Opened from the home page's tools: a NavBar with a back button (ADR 028). */
export const handle = mobilePage({
  keepAlive: false,
  secondary: { title: '办件进度查询', fallback: '/mobile/home' },
});

export const loader = progressLoader;
export const action = progressAction;

/** /mobile/progress: the phone's 办件进度查询, by the receipt's number and the phone's last four digits. */
export default function MobileProgressPage() {
  const outcome = useActionData<typeof progressAction>();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="yz-mprogress">
      <section className="yz-mprogress__panel" aria-labelledby="yz-mprogress-form">
        <h1 id="yz-mprogress-form" className="yz-mprogress__subheading">
          输入办件编号和申请时预留手机号的后四位
        </h1>
        <Form method="post" className="yz-mprogress__form">
          <ProgressFields block="yz-mprogress" />
          <Button type="submit" color="primary" block loading={busy}>
            查询
          </Button>
        </Form>
        {outcome && !outcome.ok && (
          <p role="alert" className="yz-mprogress__error">
            {outcome.msg}
          </p>
        )}
      </section>
      {outcome?.ok && <ProgressResult progress={outcome.progress} block="yz-mprogress" />}
    </div>
  );
}
