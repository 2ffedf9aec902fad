import { useEffect, useState } from 'react';
import { Alert, Button, Drawer } from 'antd';
import { adminNewsApi, type AdminNewsArticle, type NewsDiff, type NewsVersion } from '@yizhan/contracts';
import { browserApi } from '../../../shared/api-client/browser-api';
import { consoleSave } from '../console-call';

interface VersionsDrawerProps {
  article: AdminNewsArticle;
  onClose: () => void;
  /** A version was restored: the article as it is now. */
  onRestored: (article: AdminNewsArticle) => void;
}

const KIND_NAMES: Record<NewsVersion['kind'], string> = { save: '保存', revert: '恢复' };

/**
 * 版本 (ADR 073): every save of the article, newest first. Choosing one shows what differs between it and the newest
 * (for the newest: what its save changed), and 恢复此版本 brings its content back as a new version.
 */
export function VersionsDrawer({ article, onClose, onRestored }: VersionsDrawerProps) {
  const [versions, setVersions] = useState<NewsVersion[] | null>(null);
  const [chosen, setChosen] = useState<NewsVersion | null>(null);
  const [diff, setDiff] = useState<NewsDiff | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    browserApi(adminNewsApi.versions, { query: { id: article.id } }, { silent: true })
      .then(setVersions)
      .catch((error: unknown) => setMessage(error instanceof Error ? error.message : '版本读取失败'));
  }, [article.id, article.version]);

  const choose = async (version: NewsVersion) => {
    if (!versions) return;
    setChosen(version);
    setDiff(null);
    const newest = versions[0]!;
    const older = version.id === newest.id ? versions[1] : version;
    if (!older) return setDiff([]);
    try {
      const query = { id: article.id, older: older.id, newer: newest.id };
      setDiff(await browserApi(adminNewsApi.diff, { query }, { silent: true }));
    } catch (error) {
      setMessage(error instanceof Error ? error.message : '差异读取失败');
    }
  };

  const restore = async (version: NewsVersion) => {
    const body = { id: article.id, version: article.version, versionId: version.id };
    const outcome = await consoleSave(adminNewsApi.revert, { body });
    if (outcome.ok) {
      setMessage(`已恢复第 ${version.number} 版，另存为新版本`);
      onRestored(outcome.data);
    } else {
      setMessage(outcome.current ? '该内容已被他人修改，请关闭后重新打开本页再恢复' : outcome.msg);
    }
  };

  return (
    <Drawer open title="版本" size="large" onClose={onClose}>
      <p role="status" className="yz-admin-status">
        {message}
      </p>
      {versions === null ? <p>正在读取版本…</p> : null}
      <ol className="yz-news-versions" aria-label="历史版本">
        {(versions ?? []).map((version) => (
          <li key={version.id} aria-current={chosen?.id === version.id ? 'true' : undefined}>
            <button type="button" className="yz-news-versions__pick" onClick={() => void choose(version)}>
              第 {version.number} 版
            </button>
            <span>
              {version.at} · {version.username} · {KIND_NAMES[version.kind]} · {version.title}
            </span>
          </li>
        ))}
      </ol>
      {chosen ? (
        <section aria-labelledby="news-diff-title" className="yz-news-diff">
          <h2 id="news-diff-title">
            {chosen.id === versions?.[0]?.id
              ? `第 ${chosen.number} 版所做的修改`
              : `第 ${chosen.number} 版与最新版本的差异`}
          </h2>
          {diff === null ? <p>正在比较…</p> : null}
          {diff?.length === 0 ? <Alert type="info" title="这是第一个版本，没有更早的版本可比较" /> : null}
          <pre className="yz-news-diff__text">
            {(diff ?? []).map((part, index) => (
              <span key={index} className={`yz-news-diff__${part.change}`}>
                {part.change === 'added' ? <span className="yz-news-diff__mark">新增：</span> : null}
                {part.change === 'removed' ? <span className="yz-news-diff__mark">删除：</span> : null}
                {part.text}
              </span>
            ))}
          </pre>
          {chosen.id !== versions?.[0]?.id ? <Button onClick={() => void restore(chosen)}>恢复此版本</Button> : null}
        </section>
      ) : null}
    </Drawer>
  );
}
