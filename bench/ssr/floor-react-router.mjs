// SSR floor (a): the smallest React Router server render — createStaticHandler runs a loader, createStaticRouter +
// StaticRouterProvider render its data with renderToString, served by node:http. No build step, no JSX.
import { createServer } from 'node:http';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData } from 'react-router';

function Home() {
  const data = useLoaderData();
  return h('main', null, h('h1', null, data.title), h('p', null, data.text));
}

const routes = [
  {
    path: '/',
    loader: () => ({ title: '示范大学一站式服务大厅', text: '一个账号，畅享校园服务' }),
    Component: Home,
  },
];
const handler = createStaticHandler(routes);

const server = createServer(async (req, res) => {
  const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, { method: req.method });
  const context = await handler.query(request);
  if (context instanceof Response) {
    res.writeHead(context.status, Object.fromEntries(context.headers)).end();
    return;
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(h(StaticRouterProvider, { router, context }));
  res.writeHead(context.statusCode, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>floor</title></head><body>${html}</body></html>`,
  );
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
server.listen(Number(process.argv[2]), '127.0.0.1');
