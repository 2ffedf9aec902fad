import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'antd';
import { MENU_KIND_NAMES, type AdminMenu } from '@yizhan/contracts';
import { readableLink } from '../../../shared/links';
import { audienceOf } from './audience';

export interface MenuListProps {
  /** Names the list and its drag context (one per console tab). */
  id: string;
  label: string;
  entries: AdminMenu[];
  busy: boolean;
  /** The group's entries in their new order. */
  onReorder: (ids: number[]) => void;
  onEdit: (menu: AdminMenu) => void;
  onToggleHidden: (menu: AdminMenu) => void;
  onDelete: (menu: AdminMenu) => void;
}

const whereTo = (menu: AdminMenu) => (menu.kind === 'system' ? menu.systemName : readableLink(menu.link));

/** The words a screen reader hears while an entry is dragged (dnd-kit's own are English). */
const announcementsOf = (entries: AdminMenu[]): Announcements => {
  const name = (id: string | number) => entries.find((menu) => menu.pageNavigationId === id)?.name ?? '';
  const place = (id: string | number) => entries.findIndex((menu) => menu.pageNavigationId === id) + 1;
  return {
    onDragStart: ({ active }) => `已拿起「${name(active.id)}」，当前第 ${place(active.id)} 位`,
    onDragOver: ({ active, over }) => (over ? `「${name(active.id)}」移到第 ${place(over.id)} 位` : ''),
    onDragEnd: ({ active, over }) => (over ? `「${name(active.id)}」已放到第 ${place(over.id)} 位` : '已放下'),
    onDragCancel: ({ active }) => `已取消移动「${name(active.id)}」`,
  };
};

const INSTRUCTIONS =
  '用鼠标拖动手柄调整顺序；使用键盘时，在手柄上按上、下方向键移动该菜单项，也可以使用上移、下移按钮。';

/** The handle's own keys: an arrow moves the entry one place (dragging is the pointer's way). */
const STEPS: Record<string, number> = { ArrowUp: -1, ArrowDown: 1 };

function MenuRow({
  menu,
  index,
  count,
  props,
}: {
  menu: AdminMenu;
  index: number;
  count: number;
  props: MenuListProps;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: menu.pageNavigationId,
  });
  const ids = props.entries.map((entry) => entry.pageNavigationId);
  const move = (to: number) => props.onReorder(arrayMove(ids, index, to));
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`yz-admin-menu${isDragging ? ' yz-admin-menu--dragging' : ''}${menu.hidden ? ' yz-admin-menu--hidden' : ''}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="yz-admin-menu__handle"
        {...attributes}
        {...listeners}
        aria-label={`拖动排序：${menu.name}`}
        onKeyDown={(event) => {
          const step = STEPS[event.key];
          if (step === undefined) return;
          event.preventDefault();
          const to = index + step;
          if (!props.busy && to >= 0 && to < count) move(to);
        }}
      >
        <span aria-hidden="true">⋮⋮</span>
      </button>
      <div className="yz-admin-menu__main">
        <strong>{menu.name}</strong>
        <span>{MENU_KIND_NAMES[menu.kind]}</span>
        <span className="yz-admin-menu__link">{whereTo(menu)}</span>
      </div>
      <div className="yz-admin-menu__who">{audienceOf(menu)}</div>
      <div className="yz-admin-menu__state">{menu.hidden ? '已隐藏' : '显示中'}</div>
      <div className="yz-admin-actions">
        <Button
          size="small"
          disabled={props.busy || index === 0}
          onClick={() => move(index - 1)}
          aria-label={`上移 ${menu.name}`}
        >
          上移
        </Button>
        <Button
          size="small"
          disabled={props.busy || index === count - 1}
          onClick={() => move(index + 1)}
          aria-label={`下移 ${menu.name}`}
        >
          下移
        </Button>
        <Button size="small" onClick={() => props.onEdit(menu)} aria-label={`编辑 ${menu.name}`}>
          编辑
        </Button>
        <Button
          size="small"
          onClick={() => props.onToggleHidden(menu)}
          aria-label={`${menu.hidden ? '显示' : '隐藏'} ${menu.name}`}
        >
          {menu.hidden ? '显示' : '隐藏'}
        </Button>
        <Button size="small" onClick={() => props.onDelete(menu)} aria-label={`删除 ${menu.name}`}>
          删除
        </Button>
      </div>
    </li>
  );
}

/** A console tab's entries in display order: dragged with the mouse, moved with the arrow keys or 上移 / 下移. */
export function MenuList(props: MenuListProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const ids = props.entries.map((menu) => menu.pageNavigationId);
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    props.onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  if (props.entries.length === 0) return <p className="yz-admin-menus__empty">还没有菜单项</p>;
  return (
    <DndContext
      id={props.id}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        announcements: announcementsOf(props.entries),
        screenReaderInstructions: { draggable: INSTRUCTIONS },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="yz-admin-menus" aria-label={props.label}>
          {props.entries.map((menu, index) => (
            <MenuRow key={menu.pageNavigationId} menu={menu} index={index} count={props.entries.length} props={props} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
