// SSR floor (b): a plain React 19 renderToString of a page of 100 service cards (about what the hall shows),
// served by node:http; no router, no data loading.
import { createServer } from 'node:http';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';

const cards = Array.from({ length: 100 }, (_, i) => ({
  id: i + 1,
  name: `在读证明开具 ${i + 1}`,
  dept: '教务处',
  summary: '在线申请在读证明，审核通过后可下载带电子签章的证明，或到教务处窗口领取盖章纸质件。',
}));

function Card({ card }) {
  return h(
    'article',
    { className: 'card' },
    h('img', { src: `/assets/demo/icons/jiaowu.svg`, alt: '', width: 40, height: 40 }),
    h('h3', null, h('a', { href: `/service-guide?appId=${card.id}` }, card.name)),
    h('p', { className: 'dept' }, card.dept),
    h('p', null, card.summary),
  );
}

function Page() {
  return h(
    'main',
    null,
    h('h1', null, '服务大厅'),
    h('section', { className: 'grid' }, ...cards.map((card) => h(Card, { key: card.id, card }))),
  );
}

const server = createServer((_req, res) => {
  const html = renderToString(h(Page));
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>floor</title></head><body>${html}</body></html>`,
  );
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
server.listen(Number(process.argv[2]), '127.0.0.1');
