// The API calls bench:api measures, set up over HTTP only: sign in, find a guide and collect a few services first.
import { DEMO_PASSWORD, DEMO_USER } from '../lib/demo.mjs';
import { send } from '../lib/http.mjs';

/** The start-up calls every page makes before it renders (apps/web shared/bootstrap), desktop unit 示范大学. */
const CONFIG_PATHS = [
  '/homepage/globalConfig',
  '/pedestal/unitConfig/getConfig',
  '/homepage/theme/list',
  '/homepage/topNavigation/list',
  '/homepage/mobileNavigation/list',
  '/homepage/bottomLink/list',
  '/homepage/globalConfig/getBottomMedia',
  '/homepage/intelligence',
  '/pedestal/auth/getHostInfo',
];

/** The desktop hall's first page: what /service-hall asks for without filters (LIST_PAGE_SIZE 12). */
export const SERVICE_LIST_BODY = { page: 1, pageSize: 12 };

/** Calls the server once (Host: the demo university) and returns the envelope; fails on anything but success. */
export async function call(server, path, { method = 'GET', headers = {}, body } = {}) {
  const response = await send(`${server.base}${path}`, { method, headers: { host: server.host, ...headers }, body });
  let envelope;
  try {
    envelope = response.json();
  } catch {
    throw new Error(`${method} ${path}: HTTP ${response.status}, not JSON: ${response.text().slice(0, 200)}`);
  }
  if (response.status !== 200 || envelope.success === false) {
    throw new Error(`${method} ${path}: HTTP ${response.status} ${response.text().slice(0, 300)}`);
  }
  return { envelope, response };
}

/** Signs in a demo account on the server's host and returns its token, from the HttpOnly `token` cookie. */
export async function signIn(server, username = DEMO_USER) {
  const { response } = await call(server, '/pedestal/auth/cx/login', {
    method: 'POST',
    body: { username, password: DEMO_PASSWORD },
  });
  const cookie = response.setCookies.find((item) => item.startsWith('token='));
  if (!cookie) throw new Error(`sign-in of ${username}: HTTP ${response.status} set no token cookie`);
  return cookie.slice('token='.length).split(';')[0];
}

/** The id of the first service on the guest's first page that has a guide. */
export async function guideAppId(server, body = SERVICE_LIST_BODY) {
  const { envelope } = await call(server, '/homepage/homeApp/getServiceApp', { method: 'POST', body });
  for (const app of envelope.data.list) {
    const response = await send(`${server.base}/homepage/homeApp/getAppGuide?appId=${app.appId}`, {
      headers: { host: server.host },
    });
    if (response.status === 200) return app.appId;
  }
  throw new Error('no service with a guide on the first page');
}

/** The news calls of /news and /mobile/news: the first category's first page, and the newest article in it. */
export async function newsPaths(server) {
  const { envelope } = await call(server, '/homepage/news/category/custom');
  const list = `/homepage/news/list?categoryId=${envelope.data[0].categoryId}&page=1&pageSize=10`;
  const [newest] = (await call(server, list)).envelope.data.list;
  return { list, article: `/homepage/news/detail?id=${newest.id}` };
}

/**
 * Every scenario of bench:api as { name, path, request }, where request is autocannon's method/headers/body.
 * The signed-in user collects the first five services first, so 我的收藏 has something to list.
 */
export async function apiScenarios(server) {
  const guest = { host: server.host };
  const token = await signIn(server);
  const user = { ...guest, authorization: `Bearer ${token}` };
  const { envelope } = await call(server, '/homepage/homeApp/getServiceApp', {
    method: 'POST',
    headers: user,
    body: SERVICE_LIST_BODY,
  });
  for (const app of envelope.data.list.slice(0, 5)) {
    await call(server, '/homepage/homeApp/collectApp', {
      method: 'POST',
      headers: user,
      body: { appId: app.appId, collect: true },
    });
  }
  const appId = await guideAppId(server);
  const json = { ...guest, 'content-type': 'application/json' };
  const news = await newsPaths(server);
  return [
    ...CONFIG_PATHS.map((path) => ({ name: `config ${path}`, path, request: { headers: guest } })),
    {
      name: 'service list (guest, page 1)',
      path: '/homepage/homeApp/getServiceApp',
      request: { method: 'POST', headers: json, body: JSON.stringify(SERVICE_LIST_BODY) },
    },
    { name: 'guide (guest)', path: `/homepage/homeApp/getAppGuide?appId=${appId}`, request: { headers: guest } },
    { name: 'getCollectApp (signed in)', path: '/homepage/homeApp/getCollectApp', request: { headers: user } },
    { name: 'news list (guest, a category, page 1)', path: news.list, request: { headers: guest } },
    { name: 'news article (guest)', path: news.article, request: { headers: guest } },
    // Searches a guest types (issue 12): a common word over every kind, and pinyin initials.
    ...['奖学金', 'xszbb'].map((keyword) => ({
      name: `search "${keyword}" (guest)`,
      path: `/homepage/homeApp/search?${new URLSearchParams({ keyword })}`,
      request: { headers: guest },
    })),
  ];
}
