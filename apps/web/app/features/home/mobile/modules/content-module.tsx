import type { ContentBlock } from '@yizhan/contracts';
import { ContentBlockView } from './content-block';
import { ModuleData } from './module-states';
import { MobileSection } from './section';

/** 新闻资讯: each category's latest items in its showType. */
export function ContentModule({ name, resolve }: { name: string; resolve: Promise<ContentBlock[]> | undefined }) {
  return (
    <MobileSection title={name}>
      <ModuleData resolve={resolve} shape="list">
        {(blocks) => blocks.map((block) => <ContentBlockView key={block.categoryId} block={block} />)}
      </ModuleData>
    </MobileSection>
  );
}
