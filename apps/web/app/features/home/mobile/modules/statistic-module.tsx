import { Link } from 'react-router';
import type { HomeStatistic } from '@yizhan/contracts';
import type { HomeLoads } from '../../api/load-home';
import { MOBILE_SEARCH_PATH, searchHref } from '../../../../shared/search-url';
import type { VisibleModule } from '../../lib/visible-modules';
import { ModuleData } from './module-states';
import { MobileSection } from './section';

const FIGURES: [keyof HomeStatistic, string][] = [
  ['serviceCount', '服务事项'],
  ['businessSystemCount', '业务系统'],
  ['departmentCount', '服务部门'],
  ['clickCount', '累计办理'],
  ['todayClickCount', '今日办理'],
  ['visitCount', '累计访问'],
];

/** 数据统计: figures and hot keywords, each loading on its own. */
export function StatisticModule({ module, loads }: { module: VisibleModule; loads: HomeLoads }) {
  return (
    <MobileSection title={module.name}>
      {module.children.map((child) => (
        <MobileSection key={child.sign} title={child.name} level={3}>
          {child.sign === 'homeStatistic' ? (
            <ModuleData resolve={loads.homeStatistic} shape="cards" isEmpty={(value) => !value}>
              {(statistic) => (
                <dl className="yz-mhm-figures">
                  {FIGURES.map(([key, label]) => (
                    <div key={key} className="yz-mhm-figures__item">
                      <dt className="yz-mhm-figures__label">{label}</dt>
                      <dd className="yz-mhm-figures__value">{statistic[key].toLocaleString('zh-CN')}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </ModuleData>
          ) : (
            <ModuleData resolve={loads.searchStatistic} shape="list">
              {(keywords) => (
                <ol className="yz-mhm-chips">
                  {keywords.map((entry) => (
                    <li key={entry.keyword}>
                      <Link className="yz-mhm-chips__item" to={searchHref(MOBILE_SEARCH_PATH, entry.keyword)}>
                        {entry.keyword}
                      </Link>
                    </li>
                  ))}
                </ol>
              )}
            </ModuleData>
          )}
        </MobileSection>
      ))}
    </MobileSection>
  );
}
