import type { ContentBlock } from '@yizhan/contracts';
import { ContentBlockView } from './content-block';
import { ModuleData } from './module-states';
import { ModuleSection } from '../../lib/module-section';

/** 新闻资讯: each category's latest items, in the category's own showType. */
export function ContentModule({ name, resolve }: { name: string; resolve: Promise<ContentBlock[]> | undefined }) {
  return (
    <ModuleSection title={name}>
      <ModuleData resolve={resolve} shape="list">
        {(blocks) => (
          <div className="yz-hm-content-blocks">
            {blocks.map((block) => (
              <ContentBlockView key={block.categoryId} block={block} />
            ))}
          </div>
        )}
      </ModuleData>
    </ModuleSection>
  );
}
