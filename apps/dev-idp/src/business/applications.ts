import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, page } from '../html';
import type { DemoUser } from '../users';
import { pushToPortal } from './portal-push';
import { businessUnits, type BusinessUnit } from './units';

/** One step the demo moves a case on to: the state, what the department says, and for 需补正 what to add. */
interface StoryStep {
  status: number;
  name: string;
  note: string;
  supplement?: string;
}

/**
 * The demo's story of a case (issue 38 §1): accepted, handled, a material missing, handled again, done — so one
 * case shows every kind of step. 不予受理 is the other ending, offered at any open step.
 */
const STORY: readonly StoryStep[] = [
  { status: 2, name: '已受理', note: '材料齐全，予以受理' },
  { status: 3, name: '办理中', note: '正在审查' },
  { status: 4, name: '需补正', note: '材料不全', supplement: '请补充身份证明复印件一份' },
  { status: 3, name: '办理中', note: '已收到补正材料，继续办理' },
  { status: 5, name: '办结', note: '已办结，结果已送达' },
];
const REFUSED: StoryStep = { status: 6, name: '不予受理', note: '不符合受理条件（演示）' };

/** A case filed here in this run of the dev IdP: where it stands in the story. */
interface DemoCase {
  externalId: string;
  applyNo: string;
  unitKey: string;
  username: string;
  serviceName: string;
  /** How many steps of STORY it went through; -1 once refused. */
  done: number;
}

const statusOf = (item: DemoCase) =>
  item.done < 0 ? REFUSED.name : item.done === 0 ? '已提交' : STORY[item.done - 1]!.name;
const isOpen = (item: DemoCase) => item.done >= 0 && item.done < STORY.length;

/** The demo system's cases, by external id; a restart forgets them (the portal keeps what was pushed). */
const cases = new Map<string, DemoCase>();

/** 办件编号 as a receipt prints it: the system's letters, the day and a random part. */
const newApplyNo = () =>
  `YS${new Date().toISOString().slice(0, 10).replaceAll('-', '')}${String(randomBytes(4).readUInt32BE(0) % 1e6).padStart(6, '0')}`;

/** The part of a business page that files an application and moves the person's cases on (the demo's buttons). */
export function applicationPanel(unitKey: string, user: DemoUser, code: string, service: string, message = '') {
  const query = `?name=${encodeURIComponent(service)}`;
  const mine = [...cases.values()].filter((item) => item.unitKey === unitKey && item.username === user.username);
  const rows = mine
    .map(
      (item) => `<tr><td>${escapeHtml(item.applyNo)}</td><td>${escapeHtml(item.serviceName)}</td>
<td data-testid="business-case-status">${escapeHtml(statusOf(item))}</td><td>${
        isOpen(item)
          ? `<form method="post" action="${escapeHtml(code)}/advance${query}"><input type="hidden" name="externalId" value="${escapeHtml(item.externalId)}"><button>推进到「${escapeHtml(STORY[item.done]!.name)}」</button></form>
<form method="post" action="${escapeHtml(code)}/refuse${query}"><input type="hidden" name="externalId" value="${escapeHtml(item.externalId)}"><button>不予受理</button></form>`
          : ''
      }</td></tr>`,
    )
    .join('');
  return `<h2 style="font-size:17px;margin-top:24px">提交申请（演示）</h2>
${message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="${escapeHtml(code)}/apply${query}">
<label for="business-phone">联系电话</label><input id="business-phone" name="phone" value="13800001234" inputmode="tel" autocomplete="tel">
<button>提交申请</button></form>
${mine.length ? `<h2 style="font-size:17px;margin-top:24px">我在本系统的办件</h2><table><tr><th>办件编号</th><th>事项</th><th>状态</th><th>演示操作</th></tr>${rows}</table>` : ''}`;
}

export interface ApplicationRouteOptions {
  portalPort: number;
  /** Who is signed in at this system for this request (its session or the passport), or nobody. */
  personOf: (request: FastifyRequest, unitKey: string) => Promise<DemoUser | undefined>;
}

/**
 * The demo's applications: 提交申请 files one with the portal (the demo push key of 演示业务系统), each 推进 button
 * pushes the next state of the story, so the whole 办件 story runs offline.
 */
export async function applicationRoutes(app: FastifyInstance, { portalPort, personOf }: ApplicationRouteOptions) {
  const back = (request: FastifyRequest, reply: FastifyReply, message = '') => {
    const url = new URL(request.url, 'http://demo');
    url.pathname = url.pathname.replace(/\/(apply|advance|refuse)$/, '');
    if (message) url.searchParams.set('message', message.slice(0, 200));
    return reply.redirect(`${url.pathname}${url.search}`, 303);
  };
  const refuse = (reply: FastifyReply) =>
    reply.code(401).type('text/html; charset=utf-8').send(page('未登录', '<h1>请从门户重新进入</h1>'));

  const caseAction = async (request: FastifyRequest, reply: FastifyReply, action: 'apply' | 'advance' | 'refuse') => {
    const params = request.params as Record<string, string>;
    const unitKey = params.unit ?? '';
    const unit: BusinessUnit | undefined = businessUnits[unitKey];
    const user = unit && (await personOf(request, unitKey));
    if (!unit || !user) return refuse(reply);
    const portal = { host: unit.portalHost, port: portalPort, fid: unit.fid };
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    const service = String((request.query as Record<string, string | undefined>).name ?? '').slice(0, 64);
    const pageUrl = (terminal: 'pc' | 'm') =>
      `${request.protocol}://${request.headers.host}/business/${unitKey}/${terminal}/${params.code}?name=${encodeURIComponent(service)}`;
    if (action === 'apply') {
      const item: DemoCase = {
        externalId: `biz-${randomBytes(8).toString('hex')}`,
        applyNo: newApplyNo(),
        unitKey,
        username: user.username,
        serviceName: service || String(params.code),
        done: 0,
      };
      const outcome = await pushToPortal(portal, 'applications', {
        externalId: item.externalId,
        applyNo: item.applyNo,
        serviceName: item.serviceName,
        applicant: user.username,
        applicantPhone: String(form.phone ?? '').slice(0, 20) || undefined,
        deptName: unit.deptName,
        pcUrl: pageUrl('pc'),
        mobileUrl: pageUrl('m'),
      });
      if (!outcome.ok) return back(request, reply, `提交失败：${outcome.msg}`);
      cases.set(item.externalId, item);
      return back(request, reply);
    }
    const item = cases.get(String(form.externalId ?? ''));
    if (!item || item.username !== user.username || item.unitKey !== unitKey || !isOpen(item))
      return back(request, reply);
    const step = action === 'refuse' ? REFUSED : STORY[item.done]!;
    const outcome = await pushToPortal(portal, 'applications/status', {
      externalId: item.externalId,
      status: step.status,
      deptName: unit.deptName,
      note: step.note,
      ...(step.supplement ? { supplement: step.supplement, supplementUrl: pageUrl('pc') } : {}),
    });
    if (!outcome.ok) return back(request, reply, `推送失败：${outcome.msg}`);
    item.done = action === 'refuse' ? -1 : item.done + 1;
    return back(request, reply);
  };

  app.post('/:unit/:terminal/:code/apply', (request, reply) => caseAction(request, reply, 'apply'));
  app.post('/:unit/:terminal/:code/advance', (request, reply) => caseAction(request, reply, 'advance'));
  app.post('/:unit/:terminal/:code/refuse', (request, reply) => caseAction(request, reply, 'refuse'));
}
