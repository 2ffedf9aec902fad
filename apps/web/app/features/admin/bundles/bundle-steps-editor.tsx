import { useState } from 'react';
import { Button, Select } from 'antd';

export type ServiceChoice = { id: number; name: string; deptName: string };

interface StepsEditorProps {
  ids: number[];
  services: ServiceChoice[];
  onChange: (ids: number[]) => void;
}

/** Moves the item at `from` by `by` places (−1 up, +1 down). */
const moved = (ids: number[], from: number, by: number) => {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  next.splice(from + by, 0, item!);
  return next;
};

/**
 * The services of a bundle in the order they are handled: added from the unit's services (a 事项管理员 is offered
 * their departments' only), moved with 上移 / 下移 buttons that a keyboard reaches, and removed.
 */
export function BundleStepsEditor({ ids, services, onChange }: StepsEditorProps) {
  const [adding, setAdding] = useState<number | null>(null);
  const byId = new Map(services.map((service) => [service.id, service]));
  const nameOf = (id: number) => byId.get(id)?.name ?? `事项 ${id}`;
  return (
    <fieldset className="yz-admin-bundle-steps">
      <legend>事项（按办理顺序）</legend>
      <ol aria-label="已加入的事项">
        {ids.map((id, index) => (
          <li key={id}>
            <span>
              {nameOf(id)}
              {byId.get(id) ? `（${byId.get(id)!.deptName}）` : ''}
            </span>
            <span className="yz-admin-actions">
              <Button
                size="small"
                disabled={index === 0}
                onClick={() => onChange(moved(ids, index, -1))}
                aria-label={`上移 ${nameOf(id)}`}
              >
                上移
              </Button>
              <Button
                size="small"
                disabled={index === ids.length - 1}
                onClick={() => onChange(moved(ids, index, 1))}
                aria-label={`下移 ${nameOf(id)}`}
              >
                下移
              </Button>
              <Button
                size="small"
                onClick={() => onChange(ids.filter((other) => other !== id))}
                aria-label={`移除 ${nameOf(id)}`}
              >
                移除
              </Button>
            </span>
          </li>
        ))}
      </ol>
      <div className="yz-admin-bundle-steps__add">
        <label htmlFor="bundle-add-service">加入事项</label>
        <Select
          id="bundle-add-service"
          showSearch
          placeholder="输入名称查找"
          optionFilterProp="label"
          style={{ width: 320 }}
          value={adding}
          onChange={(value) => setAdding(value ?? null)}
          options={services
            .filter((service) => !ids.includes(service.id))
            .map((service) => ({ value: service.id, label: `${service.name}（${service.deptName}）` }))}
        />
        <Button
          disabled={adding === null}
          onClick={() => {
            if (adding !== null) onChange([...ids, adding]);
            setAdding(null);
          }}
        >
          加入
        </Button>
      </div>
    </fieldset>
  );
}
