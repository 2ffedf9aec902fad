import { useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import type { NewsCategory } from '@yizhan/contracts';
import { showToast } from '../../../shared/ui/mobile/feedback';
import { saveSubscriptions } from '../api/browser';

const themeContainer = () => document.querySelector<HTMLElement>('.yz-mobile-theme') ?? document.body;

/**
 * 订阅栏目 on /mobile/news, the phone's counterpart of the desktop page's 订阅 buttons: every category in the viewer's
 * order with 订阅 / 取消订阅; a new subscription goes after the existing ones, so the tabs lead with the categories in
 * the order they were chosen. `onSaved` reloads the page's data in that order. Loaded when first opened (Popup and
 * its animation library are no part of the list's first visit).
 */
export default function SubscribeSheet({
  categories,
  open,
  onClose,
  onSaved,
}: {
  categories: NewsCategory[];
  open: boolean;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const [saving, setSaving] = useState<number | null>(null);
  const subscribed = categories.filter((category) => category.subscribed).map((category) => category.categoryId);
  const handleToggle = async (category: NewsCategory) => {
    setSaving(category.categoryId);
    try {
      await saveSubscriptions(
        category.subscribed
          ? subscribed.filter((id) => id !== category.categoryId)
          : [...subscribed, category.categoryId],
      );
      await onSaved();
      showToast({ content: category.subscribed ? '已取消订阅' : '订阅成功' });
    } catch {
      // The request client has told the visitor why.
    } finally {
      setSaving(null);
    }
  };
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="yz-mnews-sheet"
      // Inside the mobile theme (its colour and readable greys are CSS variables there), not at the end of <body>.
      getContainer={themeContainer}
    >
      <div role="dialog" aria-modal="true" aria-labelledby="yz-mnews-sheet-title">
        <header className="yz-mnews-sheet__head">
          <h2 id="yz-mnews-sheet-title" className="yz-mnews-sheet__title">
            订阅栏目
          </h2>
          <Button fill="none" color="primary" onClick={onClose}>
            完成
          </Button>
        </header>
        <p className="yz-mnews-sheet__hint">已订阅的栏目按订阅顺序排在最前</p>
        <ul className="yz-mnews-sheet__list" aria-label="新闻栏目">
          {categories.map((category) => (
            <li key={category.categoryId} className="yz-mnews-sheet__row">
              <span className="yz-mnews-sheet__name">
                {category.name}
                {category.subscribed && <span className="yz-mnews-sheet__badge">已订阅</span>}
              </span>
              <Button
                size="small"
                color="primary"
                fill={category.subscribed ? 'outline' : 'solid'}
                loading={saving === category.categoryId}
                disabled={saving !== null && saving !== category.categoryId}
                aria-pressed={category.subscribed}
                aria-label={`${category.subscribed ? '取消订阅' : '订阅'}${category.name}`}
                onClick={() => void handleToggle(category)}
              >
                {category.subscribed ? '取消订阅' : '订阅'}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </Popup>
  );
}
