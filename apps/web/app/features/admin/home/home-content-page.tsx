import { useState } from 'react';
import { Tabs } from 'antd';
import {
  adminHomeApi,
  HOME_LIST_NAMES,
  HOME_PREVIEW_MINUTES,
  type HomeBannerDraft,
  type HomeContent,
  type HomeEntryDraft,
  type HomeListName,
} from '@yizhan/contracts';
import type { Route } from './+types/home-content-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { consoleLoad, consoleSave } from '../console-call';
import { BannerDialog } from './banner-dialog';
import { DraftBar } from './draft-bar';
import { EntryDialog } from './entry-dialog';
import { LayoutEditor } from './layout-editor';
import { SortableList } from './sortable-list';
import { newKey, useHomeDraft } from './use-home-draft';
import './home-content.css';

export const meta: Route.MetaFunction = titled('首页内容');

export async function loader({ context }: Route.LoaderArgs) {
  return { draft: await consoleLoad(serverApi(context)(adminHomeApi.draft)) };
}

type Editing =
  | { kind: 'banner'; item: HomeBannerDraft; isNew: boolean }
  | { kind: HomeListName; item: HomeEntryDraft; isNew: boolean };

const blankEntry = (): HomeEntryDraft => ({
  key: newKey(),
  name: '',
  subtitle: '',
  picture: '',
  link: '',
  enabled: true,
  liveId: null,
});
const blankBanner = (): HomeBannerDraft => ({
  key: newKey(),
  title: '',
  image: '',
  mobileImage: '',
  link: '',
  enabled: true,
});

/** An entry put in its list: in place when edited, at the end when new. */
function placed<T extends { key: string }>(items: T[], item: T, isNew: boolean): T[] {
  return isNew ? [...items, item] : items.map((each) => (each.key === item.key ? item : each));
}

/**
 * /admin/home 首页内容 (issue 37 item 4, ADR 081): banners, the four short lists and each template's modules, edited
 * in a draft that is saved at every change; 预览 opens the home page with the draft, 发布 makes it live.
 */
export default function HomeContentPage({ loaderData }: Route.ComponentProps) {
  const home = useHomeDraft(loaderData.draft);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [dialogError, setDialogError] = useState('');
  const [preview, setPreview] = useState<{ token: string; expiresAt: string } | null>(null);
  const [previewError, setPreviewError] = useState('');
  const { content, busy } = home;

  const change = (next: Partial<HomeContent>) => home.commit({ ...content, ...next });
  const open = (next: Editing) => {
    setDialogError('');
    setEditing(next);
  };
  const saveEditing = async (item: HomeBannerDraft | HomeEntryDraft) => {
    if (!editing) return;
    const next =
      editing.kind === 'banner'
        ? { banners: placed(content.banners, item as HomeBannerDraft, editing.isNew) }
        : { [editing.kind]: placed(content[editing.kind], item as HomeEntryDraft, editing.isNew) };
    const refused = await home.commit({ ...content, ...next });
    if (refused) setDialogError(refused);
    else setEditing(null);
  };
  const makePreview = async () => {
    const outcome = await consoleSave(adminHomeApi.preview, {});
    if (outcome.ok) {
      setPreview(outcome.data);
      setPreviewError('');
    } else setPreviewError(outcome.msg);
  };

  const listTab = (list: HomeListName) => ({
    key: list,
    label: HOME_LIST_NAMES[list],
    children: (
      <SortableList
        label={HOME_LIST_NAMES[list]}
        items={content[list]}
        busy={busy}
        textOf={(item) => ({ name: item.name, detail: item.link || item.subtitle || '—' })}
        onChange={(items) => void change({ [list]: items })}
        onAdd={() => open({ kind: list, item: blankEntry(), isNew: true })}
        onEdit={(item) => open({ kind: list, item, isNew: false })}
      />
    ),
  });

  return (
    <div className="yz-admin-page yz-admin-home">
      <h1>首页内容</h1>
      <p className="yz-admin-field__hint">
        修改先保存在草稿中，门户不受影响；预览确认后点击「发布」，电脑端和手机端即时生效。
      </p>
      <DraftBar
        home={home}
        preview={preview}
        previewError={previewError}
        previewMinutes={HOME_PREVIEW_MINUTES}
        onPreview={() => void makePreview()}
      />
      <Tabs
        items={[
          {
            key: 'banners',
            label: '轮播图',
            children: (
              <SortableList
                label="轮播图"
                items={content.banners}
                busy={busy}
                textOf={(item) => ({
                  name: item.title,
                  detail: `${item.mobileImage ? '含手机端图片' : '手机端裁剪电脑端图片'}${item.link ? ` · ${item.link}` : ''}`,
                })}
                onChange={(banners) => void change({ banners })}
                onAdd={() => open({ kind: 'banner', item: blankBanner(), isNew: true })}
                onEdit={(item) => open({ kind: 'banner', item, isNew: false })}
              />
            ),
          },
          listTab('tools'),
          listTab('quickNavigations'),
          listTab('cars'),
          listTab('specials'),
          {
            key: 'layouts',
            label: '模块布局',
            children: (
              <LayoutEditor layouts={content.layouts} busy={busy} onChange={(layouts) => void change({ layouts })} />
            ),
          },
        ]}
      />
      {editing?.kind === 'banner' ? (
        <BannerDialog
          banner={editing.item}
          error={dialogError}
          busy={busy}
          onSave={(item) => void saveEditing(item)}
          onCancel={() => setEditing(null)}
        />
      ) : editing ? (
        <EntryDialog
          list={editing.kind}
          entry={editing.item}
          error={dialogError}
          busy={busy}
          onSave={(item) => void saveEditing(item)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
