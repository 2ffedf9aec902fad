import { Link } from 'react-router';
import type { App, PersonAsset } from '@yizhan/contracts';
import { desktopGuidePath } from '../../../shared/service-paths';
import { StaticTable, type StaticTableColumn } from '../../../shared/ui/desktop/static-table';
import { PanelEmpty } from './panel';

const assetColumns: StaticTableColumn<PersonAsset>[] = [
  { key: 'no', title: '资产编号', width: 170, render: (asset) => asset.assetNo },
  { key: 'name', title: '名称', render: (asset) => `${asset.name}${asset.model ? `（${asset.model}）` : ''}` },
  { key: 'location', title: '存放地点', render: (asset) => asset.location },
  { key: 'value', title: '原值（元）', width: 110, render: (asset) => asset.value },
  { key: 'date', title: '取得日期', width: 110, render: (asset) => asset.acquiredOn },
  { key: 'status', title: '状态', width: 80, render: (asset) => asset.status },
];

/** 我的资产: what the asset system lists in the person's custody, with the count and total value. */
export function AssetTable({ assets }: { assets: { total: number; totalValue: string; list: PersonAsset[] } }) {
  return (
    <>
      <p className="yz-pc-panel__note">
        共 {assets.total} 件，原值合计 {assets.totalValue} 元
      </p>
      <StaticTable
        columns={assetColumns}
        rows={assets.list}
        rowKey={(asset) => asset.assetNo}
        emptyText="名下暂无资产"
      />
    </>
  );
}

/** How many services an app shelf shows; the collect and recently-used pages have them all. */
const SHELF_SIZE = 8;

/** A shelf of services (我的收藏, 最近使用): icons leading to each service's guide. */
export function AppShelf({ apps, emptyText }: { apps: App[]; emptyText: string }) {
  if (apps.length === 0) return <PanelEmpty text={emptyText} />;
  return (
    <ul className="yz-pc-apps">
      {apps.slice(0, SHELF_SIZE).map((app) => (
        <li key={app.appId}>
          <Link className="yz-pc-app" to={desktopGuidePath(app.appId)}>
            {app.icon ? (
              <img className="yz-pc-app__icon" src={app.icon} alt="" width={40} height={40} />
            ) : (
              <span className="yz-pc-app__icon yz-pc-app__icon--letter" aria-hidden="true">
                {app.name.slice(0, 1)}
              </span>
            )}
            <span className="yz-pc-app__name">{app.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
