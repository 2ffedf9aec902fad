import type { ThreeListConfig, ThreeListField, ThreeListRow } from '@yizhan/contracts';
import type { ThreeListFieldRow } from './three-list.repository';
import type { threeListConfigs } from './three-list.table';

export const TYPE_NOT_FOUND = '清单不存在';
/** Said to a guest when the unit keeps its lists for signed-in users (code 401: the client sends them to sign in). */
export const SIGN_IN_TO_VIEW = '请登录后查看清单';

type ConfigRow = typeof threeListConfigs.$inferSelect;

/** A unit without a config row has no lists; it is answered as an empty, open config. */
const DEFAULT_CONFIG = { title: '三张清单', description: '', visitorVisible: 1 as const, pageSize: 10 };

export const toConfig = (row: ConfigRow | undefined, types: ThreeListConfig['types']): ThreeListConfig => ({
  ...(row
    ? {
        title: row.title,
        description: row.description,
        visitorVisible: row.visitorVisible ? 1 : 0,
        pageSize: row.pageSize,
      }
    : DEFAULT_CONFIG),
  types,
});

export const toField = (row: ThreeListFieldRow): ThreeListField => ({
  typeId: row.typeId,
  fieldKey: row.fieldKey,
  name: row.name,
  width: row.width,
  headline: row.headline ? 1 : 0,
});

/** A row as answered: its cells as strings (a cell stored as another JSON value is shown as its text). */
export const toRow = (row: { id: number; typeId: number; cells: Record<string, unknown> }): ThreeListRow => ({
  id: row.id,
  typeId: row.typeId,
  cells: Object.fromEntries(
    Object.entries(row.cells ?? {}).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : String(value ?? ''),
    ]),
  ),
});
