import { useState } from 'react';
import { Button, Select, Table } from 'antd';
import { adminBundlesApi, SHARED_MATERIAL_NOTE, type BundleMaterial, type MaterialLinkInput } from '@yizhan/contracts';
import { consoleSave } from '../console-call';

interface PreviewProps {
  serviceIds: number[];
  links: MaterialLinkInput[];
  onLinks: (links: MaterialLinkInput[]) => void;
}

/**
 * 预览合并后的材料清单: what the sites will show for the chosen services, and the materials declared the same (two
 * spellings of one paper) that the automatic merge of equal names does not catch.
 */
export function BundlePreview({ serviceIds, links, onLinks }: PreviewProps) {
  const [materials, setMaterials] = useState<BundleMaterial[] | null>(null);
  const [error, setError] = useState('');
  const [material, setMaterial] = useState<string | null>(null);
  const [sameAs, setSameAs] = useState<string | null>(null);

  const preview = async (withLinks = links) => {
    const outcome = await consoleSave(adminBundlesApi.preview, { body: { serviceIds, materialLinks: withLinks } });
    if (outcome.ok) {
      setMaterials(outcome.data);
      setError('');
    } else setError(outcome.msg);
  };
  const names = (materials ?? []).map((item) => ({ value: item.name, label: item.name }));
  const link = () => {
    if (!material || !sameAs || material === sameAs) return;
    const next = [...links, { material, sameAs }];
    onLinks(next);
    setMaterial(null);
    setSameAs(null);
    void preview(next);
  };

  return (
    <section aria-labelledby="bundle-preview-title" className="yz-admin-bundle-preview">
      <h2 id="bundle-preview-title">合并后的材料清单</h2>
      <Button onClick={() => void preview()}>预览材料清单</Button>
      <p role="status">{error}</p>
      {materials ? (
        <Table<BundleMaterial>
          rowKey="name"
          size="small"
          pagination={false}
          dataSource={materials}
          columns={[
            { title: '材料', dataIndex: 'name' },
            {
              title: '用于',
              key: 'services',
              render: (_, item) => item.services.map((service) => service.name).join('、'),
            },
            { title: '说明', key: 'shared', render: (_, item) => (item.shared ? SHARED_MATERIAL_NOTE : '') },
          ]}
        />
      ) : null}
      <h3>视为同一材料</h3>
      <ul aria-label="已合并的材料">
        {links.map((item, index) => (
          <li key={`${item.material}→${item.sameAs}`}>
            「{item.material}」按「{item.sameAs}」提交
            <Button
              size="small"
              onClick={() => onLinks(links.filter((_, other) => other !== index))}
              aria-label={`取消合并 ${item.material}`}
            >
              取消
            </Button>
          </li>
        ))}
      </ul>
      {materials ? (
        <div className="yz-admin-bundle-steps__add">
          <label htmlFor="bundle-link-material">材料</label>
          <Select
            id="bundle-link-material"
            style={{ width: 200 }}
            value={material}
            onChange={setMaterial}
            options={names}
          />
          <label htmlFor="bundle-link-same">视同</label>
          <Select id="bundle-link-same" style={{ width: 200 }} value={sameAs} onChange={setSameAs} options={names} />
          <Button onClick={link} disabled={!material || !sameAs || material === sameAs}>
            合并
          </Button>
        </div>
      ) : null}
    </section>
  );
}
