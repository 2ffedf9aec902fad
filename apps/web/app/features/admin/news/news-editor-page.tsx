import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { data, useNavigate } from 'react-router';
import { Alert, Button, Input } from 'antd';
import { adminNewsApi, CODE, NEWS_STATUS_NAMES, type AdminNewsArticle, type NewsDraft } from '@yizhan/contracts';
import type { Route } from './+types/news-editor-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { consoleLoad, consoleSave } from '../console-call';
import { NewsActions, type NewsAction } from './news-actions';
import { importOnceMore } from '../../../shared/retry/import-once-more';
import { uploadNewsPicture } from './news-image-upload';
import { VersionsDrawer } from './news-versions-drawer';
import './news.css';

export const meta: Route.MetaFunction = titled('编辑新闻');

// The editor (Tiptap, ADR 072) is its own chunk, fetched only by this page and only in the browser.
const RichTextEditor = lazy(() => importOnceMore(() => import('./rich-text-editor')));
const noSubscription = () => () => {};

export async function loader({ context, params }: Route.LoaderArgs) {
  const api = serverApi(context);
  const options = await consoleLoad(api(adminNewsApi.options));
  if (params.id === 'new') return { options, article: null };
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw data({ code: CODE.notFound, msg: '新闻不存在' }, { status: 404 });
  return { options, article: await consoleLoad(api(adminNewsApi.article, { query: { id } })) };
}

const draftOf = (article: AdminNewsArticle | null, categoryId: number): NewsDraft =>
  article
    ? {
        title: article.title,
        categoryId: article.categoryId,
        summary: article.summary,
        image: article.image,
        content: article.content,
      }
    : { title: '', categoryId, summary: '', image: '', content: '' };

const DONE: Record<NewsAction['kind'], string> = {
  save: '已保存',
  submit: '已提交审核，等待发布人员发布',
  publish: '已发布，门户电脑端和手机端即时可见',
  pin: '已更新置顶',
  withdraw: '已撤回，门户两端不再显示',
};

type Notice = { kind: 'done' | 'error'; msg: string } | { kind: 'conflict'; current: AdminNewsArticle };

/** /admin/news/:id 编辑新闻 (issue 37 item 7): title, category, summary, cover and body, and the workflow's buttons. */
export default function NewsEditorPage({ loaderData }: Route.ComponentProps) {
  const { options } = loaderData;
  const navigate = useNavigate();
  const [article, setArticle] = useState(loaderData.article);
  const [form, setForm] = useState(() => draftOf(loaderData.article, options.categories[0]?.id ?? 0));
  // Remounts the body editor when its content is replaced (a restored version, the stored one after a conflict).
  const [revision, setRevision] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  // False on the server and while hydrating (the placeholder), true once the page runs in the browser.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const set = <K extends keyof NewsDraft>(key: K, value: NewsDraft[K]) => {
    setForm((was) => ({ ...was, [key]: value }));
    setDirty(true);
  };
  const adopt = (stored: AdminNewsArticle, replaceBody: boolean) => {
    setArticle(stored);
    setForm(draftOf(stored, stored.categoryId));
    setDirty(false);
    if (replaceBody) setRevision((n) => n + 1);
  };
  const failed = (outcome: { msg: string; current?: unknown }) =>
    setNotice(
      outcome.current
        ? { kind: 'conflict', current: outcome.current as AdminNewsArticle }
        : { kind: 'error', msg: outcome.msg },
    );

  /** Saves unsaved changes (or a new article) first, then does what was asked from the saved version. */
  const run = async (action: NewsAction) => {
    setBusy(true);
    setNotice(null);
    try {
      let current = article;
      if (!current || dirty || action.kind === 'save') {
        const body = { ...form, ...(current ? { id: current.id, version: current.version } : {}) };
        const saved = await consoleSave(adminNewsApi.save, { body });
        if (!saved.ok) return failed(saved);
        current = saved.data;
        adopt(current, false);
        if (!article) void navigate(`/admin/news/${current.id}`, { replace: true, preventScrollReset: true });
      }
      const target = { id: current.id, version: current.version };
      const outcome =
        action.kind === 'save'
          ? ({ ok: true, data: current } as const)
          : action.kind === 'submit'
            ? await consoleSave(adminNewsApi.submit, { body: target })
            : action.kind === 'publish'
              ? await consoleSave(adminNewsApi.publish, {
                  body: { ...target, ...(action.at ? { publishAt: action.at } : {}) },
                })
              : action.kind === 'pin'
                ? await consoleSave(adminNewsApi.pin, { body: { ...target, pinned: action.pinned } })
                : await consoleSave(adminNewsApi.withdraw, { body: target });
      if (!outcome.ok) return failed(outcome);
      adopt(outcome.data, false);
      const scheduled = outcome.data.status === 'scheduled';
      setNotice({
        kind: 'done',
        msg: scheduled ? `已设为定时发布，将于 ${outcome.data.publishTime} 发布` : DONE[action.kind],
      });
    } finally {
      setBusy(false);
    }
  };

  const uploadCover = async (file: File | undefined) => {
    if (!file) return;
    try {
      set('image', (await uploadNewsPicture(file)).url);
    } catch (error) {
      setNotice({ kind: 'error', msg: error instanceof Error ? error.message : '图片上传失败，请稍后重试' });
    }
  };

  const placeholder = <p className="yz-news-editor__loading">正在加载编辑器…</p>;
  return (
    <section className="yz-admin-page" aria-labelledby="news-editor-title">
      <h1 id="news-editor-title">{article ? '编辑新闻' : '新建新闻'}</h1>
      <p className="yz-news-state">
        状态：{NEWS_STATUS_NAMES[article?.status ?? 'draft']}
        {article?.pinned ? '（置顶）' : ''}
        {article?.publishTime ? ` · 发布时间 ${article.publishTime}` : ''}
      </p>
      <div className="yz-admin-field">
        <label htmlFor="news-title-input">标题</label>
        <Input
          id="news-title-input"
          value={form.title}
          maxLength={100}
          onChange={(e) => set('title', e.target.value)}
        />
      </div>
      <div className="yz-admin-field">
        <label htmlFor="news-category">栏目</label>
        <select id="news-category" value={form.categoryId} onChange={(e) => set('categoryId', Number(e.target.value))}>
          {options.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div className="yz-admin-field">
        <label htmlFor="news-summary">摘要</label>
        <Input.TextArea
          id="news-summary"
          value={form.summary}
          maxLength={300}
          rows={2}
          onChange={(e) => set('summary', e.target.value)}
        />
      </div>
      <div className="yz-admin-field">
        <span className="yz-news-label">封面图片（可选）</span>
        <div className="yz-news-cover">
          {form.image ? <img src={form.image} alt="封面预览" /> : <span>未设置封面</span>}
          <label className="yz-news-upload">
            上传封面
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(e) => void uploadCover(e.target.files?.[0])}
            />
          </label>
          {form.image ? <Button onClick={() => set('image', '')}>移除封面</Button> : null}
        </div>
      </div>
      <div className="yz-admin-field">
        <span className="yz-news-label">正文</span>
        {inBrowser ? (
          <Suspense fallback={placeholder}>
            <RichTextEditor
              key={revision}
              initialHtml={form.content}
              onChange={(html) => set('content', html)}
              onError={(msg) => setNotice({ kind: 'error', msg })}
            />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      <div role="status" className="yz-admin-status">
        {notice?.kind === 'done' ? <Alert type="success" title={notice.msg} /> : null}
        {notice?.kind === 'error' ? <Alert type="error" title={notice.msg} /> : null}
        {notice?.kind === 'conflict' ? (
          <Alert
            type="warning"
            title="该内容已被他人修改"
            description="您打开本页后，其他人保存或发布了这篇新闻。请载入最新内容后再修改。"
            action={<Button onClick={() => (adopt(notice.current, true), setNotice(null))}>载入最新内容</Button>}
          />
        ) : null}
      </div>
      <NewsActions
        article={article}
        mayPublish={options.mayPublish}
        busy={busy}
        onAction={(action) => void run(action)}
        onVersions={() => setVersionsOpen(true)}
      />
      {versionsOpen && article ? (
        <VersionsDrawer
          article={article}
          onClose={() => setVersionsOpen(false)}
          onRestored={(restored) => adopt(restored, true)}
        />
      ) : null}
    </section>
  );
}
