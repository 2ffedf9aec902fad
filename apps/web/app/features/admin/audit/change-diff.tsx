import { FIELD_LABELS } from '@yizhan/contracts';

/** The fields a console write changed, before and after, one row each (the audit entry's diff). */
export function ChangeDiff({ before, after }: { before: unknown; after: unknown }) {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]),
  );
  if (keys.length === 0) return <p>保存时内容没有变化。</p>;
  return (
    <table className="yz-admin-diff">
      <caption>修改内容</caption>
      <thead>
        <tr>
          <th scope="col">项目</th>
          <th scope="col">修改前</th>
          <th scope="col">修改后</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key}>
            <th scope="row">{FIELD_LABELS[key] ?? key}</th>
            <td>{shown(was[key])}</td>
            <td>{shown(now[key])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const shown = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '（空）';
  if (typeof value === 'boolean') return value ? '开启' : '关闭';
  return typeof value === 'string' ? value : JSON.stringify(value);
};
