import { Alert, Button } from 'antd';
import type { useHomeDraft } from './use-home-draft';

/**
 * The draft's state and its two steps: 预览 (a link, as a user here or as a guest in a private window) and 发布.
 * What the last save or publish came to is announced to screen readers; a conflict offers the stored draft.
 */
export function DraftBar({
  home,
  preview,
  previewError,
  previewMinutes,
  onPreview,
}: {
  home: ReturnType<typeof useHomeDraft>;
  preview: { token: string; expiresAt: string } | null;
  previewError: string;
  previewMinutes: number;
  onPreview: () => void;
}) {
  const { draft, status, busy } = home;
  const link = (path: string) => (preview ? `${path}?preview=${encodeURIComponent(preview.token)}` : '');
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <section className="yz-admin-home-bar" aria-label="草稿与发布">
      <p className="yz-admin-home-bar__state">
        {draft.unpublished ? '草稿有尚未发布的修改。' : '草稿与门户上的内容一致。'}
        {draft.publishedAt ? ` 上次发布：${draft.publishedAt}` : ''}
      </p>
      <div className="yz-admin-home-bar__actions">
        <Button onClick={onPreview} disabled={busy}>
          预览
        </Button>
        <Button type="primary" onClick={() => void home.publish()} loading={busy} disabled={!draft.unpublished}>
          发布
        </Button>
      </div>
      {preview ? (
        <div className="yz-admin-home-bar__preview" role="status">
          <p>
            预览链接已生成，{previewMinutes} 分钟内有效（至 {preview.expiresAt}），发布后失效：
          </p>
          <ul>
            <li>
              以用户身份预览：
              <a href={link('/')} target="_blank" rel="noopener">
                电脑端首页
              </a>
              {' · '}
              <a href={link('/mobile/home')} target="_blank" rel="noopener">
                手机端首页
              </a>
            </li>
            <li>
              以访客身份预览：在浏览器的无痕窗口中打开
              <code className="yz-admin-home-bar__link" data-testid="guest-preview-link">
                {origin}
                {link('/')}
              </code>
              （手机端将 / 换成 /mobile/home）
            </li>
          </ul>
        </div>
      ) : null}
      {previewError ? <Alert type="error" title={previewError} /> : null}
      <div role="status" className="yz-admin-status">
        {status?.kind === 'saved' ? <Alert type="success" title="已保存到草稿，发布后门户生效" /> : null}
        {status?.kind === 'published' ? <Alert type="success" title="已发布，门户电脑端和手机端即时生效" /> : null}
        {status?.kind === 'error' ? <Alert type="error" title={status.msg} /> : null}
        {status?.kind === 'conflict' ? (
          <Alert
            type="warning"
            title="该内容已被他人修改"
            description="您打开页面后，其他管理员保存了新的首页内容草稿。请载入最新草稿后再修改。"
            action={<Button onClick={() => home.reload(status.current)}>载入最新内容</Button>}
          />
        ) : null}
      </div>
    </section>
  );
}
