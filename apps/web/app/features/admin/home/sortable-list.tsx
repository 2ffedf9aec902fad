import { Button, Switch } from 'antd';

/** One row's words: its name and a line of detail. */
export interface RowText {
  name: string;
  detail: string;
}

/**
 * The one list editor of the home content (轮播图, 常用工具, 快捷导航, 主题服务, 专题): each entry with 上移 / 下移
 * buttons (keyboard-usable; the order is the page's), an on/off switch, 编辑 and 删除, and 新增 above.
 */
export function SortableList<T extends { key: string; enabled: boolean }>({
  label,
  items,
  textOf,
  busy,
  onChange,
  onAdd,
  onEdit,
}: {
  /** The list's name (常用工具): heads it and names its buttons. */
  label: string;
  items: T[];
  textOf: (item: T) => RowText;
  busy: boolean;
  /** The list after a move, a switch or a removal (saved to the draft at once). */
  onChange: (items: T[]) => void;
  onAdd: () => void;
  onEdit: (item: T) => void;
}) {
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  const toggle = (index: number, enabled: boolean) =>
    onChange(items.map((item, at) => (at === index ? { ...item, enabled } : item)));
  const remove = (index: number) => onChange(items.filter((_item, at) => at !== index));

  return (
    <section className="yz-admin-home-list" aria-label={label}>
      <div className="yz-admin-home-list__bar">
        <p className="yz-admin-home-list__count">共 {items.length} 项，按显示顺序排列</p>
        <Button type="primary" onClick={onAdd} disabled={busy}>
          新增{label}
        </Button>
      </div>
      {items.length === 0 ? <p className="yz-admin-home-list__empty">还没有{label}。</p> : null}
      <ol className="yz-admin-home-list__items">
        {items.map((item, index) => {
          const text = textOf(item);
          return (
            <li key={item.key} className={`yz-admin-home-row${item.enabled ? '' : ' yz-admin-home-row--off'}`}>
              <span className="yz-admin-home-row__place" aria-hidden="true">
                {index + 1}
              </span>
              <span className="yz-admin-home-row__text">
                <strong>{text.name}</strong>
                <span>{text.detail}</span>
              </span>
              <span className="yz-admin-home-row__switch">
                <Switch
                  checked={item.enabled}
                  disabled={busy}
                  aria-label={`显示「${text.name}」`}
                  onChange={(enabled) => toggle(index, enabled)}
                />
                <span aria-hidden="true">{item.enabled ? '显示' : '隐藏'}</span>
              </span>
              <span className="yz-admin-home-row__actions">
                <Button
                  size="small"
                  disabled={busy || index === 0}
                  aria-label={`上移「${text.name}」`}
                  onClick={() => move(index, index - 1)}
                >
                  上移
                </Button>
                <Button
                  size="small"
                  disabled={busy || index === items.length - 1}
                  aria-label={`下移「${text.name}」`}
                  onClick={() => move(index, index + 1)}
                >
                  下移
                </Button>
                <Button size="small" disabled={busy} aria-label={`编辑「${text.name}」`} onClick={() => onEdit(item)}>
                  编辑
                </Button>
                <Button size="small" disabled={busy} aria-label={`删除「${text.name}」`} onClick={() => remove(index)}>
                  删除
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
