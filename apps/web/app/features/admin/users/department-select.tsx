import type { DepartmentOption } from '@yizhan/contracts';

/** The department an account belongs to, or none: a labelled native select (keyboard and screen readers alike). */
export function DepartmentSelect({
  id,
  value,
  onChange,
  departments,
}: {
  id: string;
  value: number | null;
  onChange: (departmentId: number | null) => void;
  departments: DepartmentOption[];
}) {
  return (
    <div className="yz-admin-field">
      <label htmlFor={id}>部门</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        <option value="">不属于任何部门</option>
        {departments.map((department) => (
          <option key={department.id} value={department.id}>
            {department.name}
          </option>
        ))}
      </select>
      <p className="yz-admin-field__hint">发往该部门的通知公告会送达本账号。</p>
    </div>
  );
}
