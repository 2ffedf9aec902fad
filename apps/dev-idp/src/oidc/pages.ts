import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, page } from '../html';

type Pages = Required<Pick<NonNullable<Configuration['features']>, 'rpInitiatedLogout'>>['rpInitiatedLogout'];

/**
 * The provider's logout confirmation (RP-initiated logout), in Chinese: `form` is oidc-provider's own hidden form
 * with its anti-forgery value; 退出 ends the sign-in here, 保持登录 keeps it, and both go back to the portal's
 * registered post-logout page.
 */
const logoutSource: NonNullable<Pages['logoutSource']> = async (ctx: KoaContextWithOIDC, form: string) => {
  ctx.type = 'html';
  ctx.body = page(
    '退出统一身份认证',
    `<h1>退出统一身份认证</h1>
<p class="note">您已退出门户。是否同时退出统一身份认证？退出后，再次登录需要重新输入账号和密码。</p>
${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">退出统一身份认证</button>
<button type="submit" form="op.logoutForm" style="color:#1f2329;background:#e8eaed">保持统一身份认证登录</button>`,
  );
};

/** After a logout that named no page to return to. */
const postLogoutSuccessSource: NonNullable<Pages['postLogoutSuccessSource']> = async (ctx: KoaContextWithOIDC) => {
  ctx.type = 'html';
  ctx.body = page('已退出', '<h1>已退出</h1><p>您已退出统一身份认证。</p>');
};

export const logoutPages = { logoutSource, postLogoutSuccessSource };

/** The provider's error page, in Chinese: what went wrong in words, the protocol's code for the developer. */
export const renderError: NonNullable<Configuration['renderError']> = async (ctx, out) => {
  ctx.type = 'html';
  ctx.body = page(
    '认证请求有误',
    `<h1>认证请求有误</h1>
<p class="error" role="alert">该登录或退出请求无法处理，请回到门户重新操作。</p>
<p class="note">${escapeHtml(String(out.error ?? ''))}${out.error_description ? `：${escapeHtml(String(out.error_description))}` : ''}</p>`,
  );
};
