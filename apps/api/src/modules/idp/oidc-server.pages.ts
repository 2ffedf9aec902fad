import type { Configuration } from 'oidc-provider';
import { protocolHtml } from './protocol-page';

/** The provider's error page, in Chinese: what went wrong in words, the protocol's code for the system's developer. */
export const renderOidcError: NonNullable<Configuration['renderError']> = async (ctx, out) => {
  ctx.type = 'html';
  const code = `${String(out.error ?? '')}${out.error_description ? `：${String(out.error_description)}` : ''}`;
  ctx.body = protocolHtml('认证请求有误', '该业务系统的登录请求无法处理，请回到门户重新进入。', code);
};
