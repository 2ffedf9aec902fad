import type { Tool } from '@yizhan/contracts';
import { SmartLink } from '../../lib/smart-link';
import { balancedGrid, gridColumnsStyle } from '../../lib/balanced-grid';
import { IconBadge } from './icon-badge';

/** As many tools as fit a row of the desktop content width. */
const TOOL_COLUMNS = 8;
import { ModuleData } from './module-states';
import { ModuleSection } from '../../lib/module-section';

/** 常用工具: a grid of shortcuts with their icons. */
export function ToolModule({ name, resolve }: { name: string; resolve: Promise<Tool[]> | undefined }) {
  return (
    <ModuleSection title={name}>
      <ModuleData resolve={resolve} shape="cards">
        {(tools) => {
          const grid = balancedGrid(tools, TOOL_COLUMNS);
          return (
            <ul className="yz-hm-tools" style={gridColumnsStyle(grid.columns)}>
              {grid.items.map((tool) => (
                <li key={tool.id}>
                  <SmartLink to={tool.link} className="yz-hm-tools__item">
                    <IconBadge icon={tool.icon} name={tool.name} />
                    <span className="yz-hm-tools__name">{tool.name}</span>
                  </SmartLink>
                </li>
              ))}
            </ul>
          );
        }}
      </ModuleData>
    </ModuleSection>
  );
}
