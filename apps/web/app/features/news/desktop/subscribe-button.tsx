import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { App, Button } from 'antd';
import type { NewsCategory } from '@yizhan/contracts';
import { saveSubscriptions } from '../api/browser';

/**
 * 订阅 / 取消订阅 of one category for a signed-in user: a new subscription goes after the existing ones, so the
 * categories lead the page in the order they were chosen; the page then reloads its data in that order.
 */
export function SubscribeButton({ category, subscribed }: { category: NewsCategory; subscribed: number[] }) {
  const revalidator = useRevalidator();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const handleClick = async () => {
    setSaving(true);
    try {
      const next = category.subscribed
        ? subscribed.filter((id) => id !== category.categoryId)
        : [...subscribed, category.categoryId];
      await saveSubscriptions(next);
      void message.success(category.subscribed ? '已取消订阅' : '订阅成功');
      await revalidator.revalidate();
    } catch {
      // The request client has told the visitor why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button
      size="small"
      type={category.subscribed ? 'default' : 'primary'}
      ghost={!category.subscribed}
      loading={saving}
      aria-pressed={category.subscribed}
      aria-label={`${category.subscribed ? '取消订阅' : '订阅'}${category.name}`}
      onClick={() => void handleClick()}
    >
      {category.subscribed ? '取消订阅' : '订阅'}
    </Button>
  );
}
