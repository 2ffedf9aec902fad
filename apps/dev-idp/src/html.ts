/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A whole page of the identity provider: small, Chinese, no script, its own CSP. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · 开发用统一身份认证</title>
<style>
body{margin:0;font:15px/1.6 system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f3f5f8;color:#1f2329}
main{max-width:380px;margin:8vh auto;padding:28px 24px;background:#fff;border-radius:8px;box-shadow:0 2px 12px #0001}
h1{font-size:20px;margin:0 0 4px}p.note{color:#646a73;font-size:13px;margin:0 0 20px}
label{display:block;margin:12px 0 4px}input{box-sizing:border-box;width:100%;padding:9px 10px;font:inherit;border:1px solid #c9cdd4;border-radius:4px}
button{width:100%;margin-top:20px;padding:10px;font:inherit;color:#fff;background:#1664ff;border:0;border-radius:4px;cursor:pointer}
.error{color:#c0392b;background:#fdecea;padding:8px 10px;border-radius:4px}
table{border-collapse:collapse;width:100%;font-size:13px}td,th{border-bottom:1px solid #eee;padding:4px;text-align:left}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}
