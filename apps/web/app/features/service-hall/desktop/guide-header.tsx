import { useNavigate } from 'react-router';
import { Button, Tag } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { AUDIENCE_NAMES, type AppGuide } from '@yizhan/contracts';
import { AppIcon } from './app-card';
import { CollectButton } from '../../../shared/collect/desktop/collect-button';
import { ReadAloud } from '../../../shared/care/read-aloud';
import { handlesOnline, handleTarget, toHandleServiceHref } from './handle-link';

/** The guide's header: icon, name, department, audiences, the 收藏 star, 立即办理 and 打印. */
export function GuideHeader({ guide }: { guide: AppGuide }) {
  const { app } = guide;
  const navigate = useNavigate();
  const handleHref = toHandleServiceHref(app);
  return (
    <header className="yz-guide-head">
      <AppIcon app={app} size={72} />
      <div className="yz-guide-head__text">
        <h1 id="yz-guide-title" className="yz-guide-head__name">
          {app.name}
        </h1>
        <p className="yz-guide-head__meta">
          <span>办理部门：{app.deptName || guide.implAgency || '—'}</span>
          {guide.updatedAt && <span>更新时间：{guide.updatedAt}</span>}
        </p>
        {app.audiences.length > 0 && (
          <ul className="yz-guide-head__audiences" aria-label="服务对象">
            {app.audiences.map((audience) => (
              <li key={audience}>
                <Tag color="blue">{AUDIENCE_NAMES[audience]}</Tag>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="yz-guide-head__actions yz-no-print">
        <ReadAloud target="yz-guide-text" label="朗读指南" />
        <CollectButton app={app} describedBy="yz-guide-title" size="large" withText />
        <Button
          size="large"
          autoInsertSpace={false}
          icon={<PrinterOutlined aria-hidden />}
          onClick={() => window.print()}
        >
          打印
        </Button>
        <Button
          className="yz-guide-head__handle"
          type="primary"
          size="large"
          href={handleHref}
          {...handleTarget(app)}
          onClick={(event) => {
            // A service not handled online comes back to this page with the reason: stay in the app for that (the
            // click is still recorded by /to-handle-service), instead of reloading the page.
            if (handlesOnline(app)) return;
            event.preventDefault();
            void navigate(handleHref, { preventScrollReset: true });
          }}
        >
          立即办理
        </Button>
      </div>
    </header>
  );
}
