import type { ContentBlock } from '@yizhan/contracts';
import { ContentBlockView } from './content-block';
import { ModuleData } from './module-states';
import { ModuleSection } from '../../lib/module-section';

/**
 * The blocks that take the full width: picture cards (showType 3) always, and a list that would otherwise stand
 * alone in its row, so the two columns always end level.
 */
export function wideBlocks(blocks: readonly Pick<ContentBlock, 'showType'>[]): Set<number> {
  const wide = new Set<number>();
  let open: number | null = null;
  blocks.forEach((block, index) => {
    if (block.showType === 3) {
      if (open !== null) wide.add(open);
      open = null;
      wide.add(index);
    } else {
      open = open === null ? index : null;
    }
  });
  if (open !== null) wide.add(open);
  return wide;
}

/** 新闻资讯: each category's latest items, in the category's own showType, in two columns that end level. */
export function ContentModule({ name, resolve }: { name: string; resolve: Promise<ContentBlock[]> | undefined }) {
  return (
    <ModuleSection title={name}>
      <ModuleData resolve={resolve} shape="list">
        {(blocks) => (
          <div className="yz-hm-content-blocks">
            {blocks.map((block, index) => (
              <ContentBlockView key={block.categoryId} block={block} wide={wideBlocks(blocks).has(index)} />
            ))}
          </div>
        )}
      </ModuleData>
    </ModuleSection>
  );
}
