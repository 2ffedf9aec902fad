import type { AppGuide } from '@yizhan/contracts';
import { StaticTable, type StaticTableColumn } from '../../../shared/ui/desktop/static-table';
import { guideLinkHref, guideLinkProps } from '../lib/guide-format';

type Material = AppGuide['materials'][number];

const MEDIUM_NAMES: Record<Material['medium'], string> = { electronic: '电子', paper: '纸质', both: '均可' };

const columns: StaticTableColumn<Material>[] = [
  { title: '序号', key: 'index', width: 64, render: (_material, index) => index + 1 },
  { title: '材料名称', key: 'name', render: (material) => material.name },
  { title: '份数', key: 'copies', width: 140, render: (material) => material.copies },
  { title: '格式', key: 'format', width: 100, render: (material) => material.format },
  { title: '是否必需', key: 'required', width: 90, render: (material) => (material.required ? '必需' : '非必需') },
  { title: '材料形式', key: 'medium', width: 90, render: (material) => MEDIUM_NAMES[material.medium] },
  { title: '空白表格 / 样表', key: 'forms', width: 190, render: (material) => <MaterialForms material={material} /> },
  { title: '备注', key: 'note', render: (material) => material.note || '—' },
];

/** The download links of a material: 空白表格 (blank form) and 样表 (filled-in sample), when they are safe links. */
function MaterialForms({ material }: { material: Material }) {
  const forms = [
    { label: '下载空白表格', href: guideLinkHref(material.blankUrl) },
    { label: '查看样表', href: guideLinkHref(material.sampleUrl) },
  ].filter((form) => form.href !== null);
  if (forms.length === 0) return <>—</>;
  return (
    <span className="yz-guide-forms">
      {forms.map((form) => (
        <a
          key={form.label}
          href={form.href!}
          {...guideLinkProps(form.href!)}
          aria-label={`${material.name}：${form.label}`}
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
