import { Link, useLocation, useNavigate } from 'react-router';
import { Select } from 'antd';
import { AUDIENCE_NAMES, type Audience, type Department, type Label } from '@yizhan/contracts';
import { withFilters, type FilterKey, type ServiceListQuery } from './list-query';
import type { Loaded } from '../../../shared/api-client/loaded';
import { usableEntries } from '../lib/usable-entries';

export interface ServiceFiltersProps {
  query: ServiceListQuery;
  departments: Loaded<Department[]>;
  labels: Loaded<Label[]>;
}

const audienceOptions = (Object.entries(AUDIENCE_NAMES) as [Audience, string][]).map(([value, label]) => ({
  value,
  label,
}));

/** 部门 and 服务对象 selects and the 标签 tags; each choice changes the address, which reloads the list. */
export function ServiceFilters({ query, departments, labels }: ServiceFiltersProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const hrefWith = (changes: Partial<Record<FilterKey, string | number | undefined>>) =>
    `${pathname}${withFilters(query, changes)}`;
  // A department without any service for this viewer would only lead to 共 0 项.
  const departmentOptions = usableEntries(
    departments.ok ? departments.data : [],
    (dept) => dept.deptId === query.deptId,
  ).map((dept) => ({
    value: dept.deptId,
    label: `${dept.name}（${dept.count}）`,
  }));
  const labelList = labels.ok ? labels.data : [];

  return (
    <div className="yz-filters">
      <div className="yz-filters__field">
        <label htmlFor="yz-filter-dept">部门</label>
        <Select<number>
          id="yz-filter-dept"
          className="yz-filters__select"
          value={query.deptId}
          placeholder="全部部门"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={departmentOptions}
          notFoundContent={departments.ok ? '暂无数据' : departments.msg}
          onChange={(deptId) => void navigate(hrefWith({ deptId }))}
        />
      </div>
      <div className="yz-filters__field">
        <label htmlFor="yz-filter-audience">服务对象</label>
        <Select<Audience>
          id="yz-filter-audience"
          className="yz-filters__select"
          value={query.audience}
          placeholder="全部对象"
          allowClear
          options={audienceOptions}
          onChange={(audience) => void navigate(hrefWith({ audience }))}
        />
      </div>
      {labelList.length > 0 && (
        <div className="yz-filters__field yz-filters__field--labels">
          <span id="yz-filter-labels">标签</span>
          <ul className="yz-filters__labels" aria-labelledby="yz-filter-labels">
            {labelList.map((label) => {
              const active = label.labelId === query.labelId;
              return (
                <li key={label.labelId}>
                  <Link
                    className={`yz-label${active ? ' yz-label--active' : ''}`}
                    to={hrefWith({ labelId: active ? undefined : label.labelId })}
                    aria-current={active ? 'true' : undefined}
                    title={active ? `取消标签「${label.name}」` : undefined}
                  >
                    {label.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
