import { Table, type TableColumnsType } from 'antd';
import type { AppGuide } from '@yizhan/contracts';
import { guideLinkHref } from '../lib/guide-format';

type Material = AppGuide['materials'][number] & { key?: number };

const MEDIUM_NAMES: Record<Material['medium'], string> = { electronic: '电子', paper: '纸质', both: '均可' };

const columns: TableColumnsType<Material> = [
  { title: '序号', key: 'index', width: 64, render: (_value, _material, index) => index + 1 },
  { title: '材料名称', dataIndex: 'name', key: 'name' },
  { title: '份数', dataIndex: 'copies', key: 'copies', width: 140 },
  { title: '格式', dataIndex: 'format', key: 'format', width: 100 },
  {
    title: '是否必需',
    dataIndex: 'required',
    key: 'required',
    width: 90,
    render: (required: boolean) => (required ? '必需' : '非必需'),
  },
  {
    title: '材料形式',
    dataIndex: 'medium',
    key: 'medium',
    width: 90,
    render: (medium: Material['medium']) => MEDIUM_NAMES[medium],
  },
  {
    title: '样表 / 空白表',
    key: 'forms',
    width: 130,
    render: (_value, material) => <MaterialForms material={material} />,
  },
  { title: '备注', dataIndex: 'note', key: 'note', render: (note: string) => note || '—' },
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

/** 申请材料: one row per material. */
export function GuideMaterials({ materials }: { materials: Material[] }) {
  return (
    <Table<Material>
      className="yz-guide-materials"
      size="middle"
      bordered
      columns={columns}
      // Two materials may share a name: the position is the key.
      dataSource={materials.map((material, index) => ({ ...material, key: index }))}
      pagination={false}
      locale={{ emptyText: '无需提交材料' }}
    />
  );
}
