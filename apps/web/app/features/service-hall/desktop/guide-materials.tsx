import type { AppGuide } from '@yizhan/contracts';
import { StaticTable, type StaticTableColumn } from '../../../shared/ui/desktop/static-table';
import { guideLinkHref } from '../lib/guide-format';

type Material = AppGuide['materials'][number];

const MEDIUM_NAMES: Record<Material['medium'], string> = { electronic: '电子', paper: '纸质', both: '均可' };

const columns: StaticTableColumn<Material>[] = [
  { title: '序号', key: 'index', width: 64, render: (_material, index) => index + 1 },
  { title: '材料名称', key: 'name', render: (material) => material.name },
  { title: '份数', key: 'copies', width: 140, render: (material) => material.copies },
  { title: '格式', key: 'format', width: 100, render: (material) => material.format },
  { title: '是否必需', key: 'required', width: 90, render: (material) => (material.required ? '必需' : '非必需') },
  { title: '材料形式', key: 'medium', width: 90, render: (material) => MEDIUM_NAMES[material.medium] },
  { title: '样表 / 空白表', key: 'forms', width: 130, render: (material) => <MaterialForms material={material} /> },
  { title: '备注', key: 'note', render: (material) => material.note || '—' },
];

/** The download links of a material: 样表 (filled-in sample) and 空白表 (blank form), when they are safe links. */
function MaterialForms({ material }: { material: Material }) {
  const forms = [
    { label: '样表', href: guideLinkHref(material.sampleUrl) },
    { label: '空白表', href: guideLinkHref(material.blankUrl) },
  ].filter((form) => form.href !== null);
  if (forms.length === 0) return <>—</>;
  return (
    <span className="yz-guide-forms">
      {forms.map((form) => (
        <a
          key={form.label}
          href={form.href!}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${form.label}（${material.name}）`}
        >
          {form.label}
        </a>
      ))}
    </span>
  );
}

/** 申请材料: one row per material (rows to read: antd's table markup without its code). */
export function GuideMaterials({ materials }: { materials: Material[] }) {
  return (
    <StaticTable
      className="yz-guide-materials"
      columns={columns}
      rows={materials}
      // Two materials may share a name: the position is the key.
      rowKey={(_material, index) => index}
      emptyText="无需提交材料"
    />
  );
}
