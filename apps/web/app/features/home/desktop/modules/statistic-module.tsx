import { Link } from 'react-router';
import type { HomeStatistic } from '@yizhan/contracts';
import type { HomeLoads, SearchKeyword } from '../../api/load-home';
import { SEARCH_PATH, searchHref } from '../../../../shared/search-url';
import type { VisibleModule } from '../../lib/visible-modules';
import { ModuleData } from './module-states';
import { ModuleSection } from '../../lib/module-section';

const FIGURES: [keyof HomeStatistic, string][] = [
  ['serviceCount', '服务事项'],
  ['businessSystemCount', '业务系统'],
  ['departmentCount', '服务部门'],
  ['clickCount', '累计办理'],
  ['todayClickCount', '今日办理'],
  ['visitCount', '累计访问'],
];

const formatCount = (value: number) => value.toLocaleString('zh-CN');

function Figures({ statistic }: { statistic: HomeStatistic }) {
  return (
    <dl className="yz-hm-figures">
      {FIGURES.map(([key, label]) => (
        <div key={key} className="yz-hm-figures__item">
          <dt className="yz-hm-figures__label">{label}</dt>
          <dd className="yz-hm-figures__value">{formatCount(statistic[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

function Keywords({ keywords }: { keywords: SearchKeyword[] }) {
  return (
    <ol className="yz-hm-keywords">
      {keywords.map((entry) => (
        <li key={entry.keyword}>
          <Link className="yz-hm-keywords__link" to={searchHref(SEARCH_PATH, entry.keyword)}>
            {entry.keyword}
          </Link>
        </li>
      ))}
    </ol>
  );
}

/** 数据统计: service figures and hot search keywords, each loading on its own. */
export function StatisticModule({ module, loads }: { module: VisibleModule; loads: HomeLoads }) {
  return (
    <ModuleSection title={module.name}>
      <div className="yz-hm-statistic">
        {module.children.map((child) => (
          <ModuleSection key={child.sign} title={child.name} level={3}>
            {child.sign === 'homeStatistic' ? (
              <ModuleData resolve={loads.homeStatistic} shape="cards" isEmpty={(value) => !value}>
                {(statistic) => <Figures statistic={statistic} />}
              </ModuleData>
            ) : (
              <ModuleData resolve={loads.searchStatistic} shape="list">
                {(keywords) => <Keywords keywords={keywords} />}
              </ModuleData>
            )}
          </ModuleSection>
        ))}
      </div>
    </ModuleSection>
  );
}
