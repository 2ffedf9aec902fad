import { SHARED_MATERIAL_NOTE, type BundleMaterial } from '@yizhan/contracts';

const MEDIUM: Readonly<Record<BundleMaterial['medium'], string>> = {
  electronic: '电子',
  paper: '纸质',
  both: '纸质或电子',
};

/**
 * The merged material list of a bundle (一件事): each material once, with the services that ask for it; one that
 * several ask for is marked to be handed in once. Plain markup, the same on both sites, and printable.
 */
export function BundleMaterials({ materials }: { materials: BundleMaterial[] }) {
  if (materials.length === 0) return <p className="yz-bundle__empty">这些事项的办事指南暂未列出材料。</p>;
  return (
    <ol className="yz-bundle-materials">
      {materials.map((material) => (
        <li key={material.name} className="yz-bundle-material" data-shared={material.shared || undefined}>
          <p className="yz-bundle-material__name">
            {material.name}
            <span className="yz-bundle-material__need">{material.required ? '必交' : '按需提交'}</span>
          </p>
          {material.shared && <p className="yz-bundle-material__shared">{SHARED_MATERIAL_NOTE}</p>}
          <p className="yz-bundle-material__meta">
            {[material.copies, material.format, MEDIUM[material.medium]]
              .filter((part) => part && part !== '—')
              .join(' · ')}
          </p>
          {material.note && <p className="yz-bundle-material__meta">{material.note}</p>}
          <p className="yz-bundle-material__used">
            用于：{material.services.map((service) => service.name).join('、')}
          </p>
        </li>
      ))}
    </ol>
  );
}
