// The pages bench:ssr measures, with the cookies a real visitor would send: a returning guest keeps the `token`
// and `tourist` cookies its first page set; a signed-in user sends the cookies the sign-in answer set.
import { DEMO_PASSWORD, DEMO_USER, MOBILE_UA } from '../lib/demo.mjs';
import { send } from '../lib/http.mjs';

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';

/** `name=value; …` of the token and tourist cookies a response sets. */
function cookieHeader(what, response) {
  const pairs = response.setCookies
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => /^(token|tourist)=/.test(pair));
  if (!pairs.some((pair) => pair.startsWith('token='))) {
    throw new Error(`${what}: HTTP ${response.status} set no token cookie`);
  }
  return pairs.join('; ');
}

/** A guest's first visit to `/`: returns the cookies it keeps for every later page. */
export async function guestCookies(server) {
  const response = await send(`${server.base}/`, { headers: { host: server.host, 'user-agent': DESKTOP_UA } });
  return cookieHeader('GET /', response);
}

/** Signs the demo student in through the API and returns the cookies the answer set. */
export async function userCookies(server) {
  const response = await send(`${server.base}/pedestal/auth/cx/login`, {
    method: 'POST',
    headers: { host: server.host, 'user-agent': MOBILE_UA },
    body: { username: DEMO_USER, password: DEMO_PASSWORD },
  });
  if (response.status !== 200) throw new Error(`sign-in failed: HTTP ${response.status}`);
  return cookieHeader('sign-in', response);
}

/** The signed-in pages issue 39 budgets against the guest home page. */
export const SIGNED_IN_PAGES = ['/', '/mobile/home', '/task-center', '/schedule-center', '/personal-center'];

/**
 * The page scenarios as { name, path, request, signedIn }; the first one is the budgeted guest home page, the guest
 * page every signed-in page is compared with.
 */
export async function pageScenarios(server) {
  const guest = await guestCookies(server);
  const user = await userCookies(server);
  const desktop = (cookie) => ({ headers: { host: server.host, 'user-agent': DESKTOP_UA, cookie } });
  const mobile = (cookie) => ({ headers: { host: server.host, 'user-agent': MOBILE_UA, cookie } });
  return [
    { name: 'guest /', path: '/', request: desktop(guest) },
    { name: 'guest /mobile/home', path: '/mobile/home', request: mobile(guest) },
    { name: 'guest /service-hall', path: '/service-hall', request: desktop(guest) },
    ...SIGNED_IN_PAGES.map((page) => ({
      name: `signed-in ${page}`,
      path: page,
      request: page.startsWith('/mobile') ? mobile(user) : desktop(user),
      signedIn: true,
    })),
  ];
}

/** Fetches a page once and fails unless it is a 200 HTML page (so a redirect or error page is never measured). */
export async function checkPage(server, scenario) {
  const response = await send(server.base + scenario.path, { headers: scenario.request.headers });
  if (response.status !== 200 || !response.text().includes('<html')) {
    throw new Error(`${scenario.name}: HTTP ${response.status} ${response.headers.location ?? ''}`);
  }
  return response.body.length;
}
