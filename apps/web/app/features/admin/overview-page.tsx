import { Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/overview-page';
import { titled } from '../../shared/page-title';
import { CONSOLE_FRAME_ID, type ConsoleFrameData } from './console-data';
import { partsFor } from './console-menu';

export const meta: Route.MetaFunction = titled('管理后台');

/** What each part is for, on the overview's cards. */
const PURPOSE: Record<string, string> = {
  '/admin/site': '站点名称、标识、主题色、页面模板、哀悼模式与页脚备案信息。',
  '/admin/sign-in': '登录方式与参数（统一身份认证、OpenID Connect、微信、通行证），登录有效期与密码规则。',
  '/admin/services': '服务事项与办事指南：新增、修改、上架与下架，Excel 导入导出。',
  '/admin/menus': '电脑端菜单与手机端底部栏、宫格：新增、修改、隐藏、拖动排序，设置谁能看到。',
  '/admin/systems': '业务系统的地址、图标、登录方式、能否内嵌，以及谁能看到。',
  '/admin/three-lists': '三张清单（权力清单、责任清单、公共服务清单等）的条目：新增、修改与删除。',
  '/admin/search-words': '同义词与热词，以及搜索无结果的词，可一键添加同义词。',
  '/admin/keys': '业务系统推送用的接入密钥与应用密钥：新建、更换、吊销，密钥只显示一次。',
  '/admin/second-step': '用手机上的验证器为自己的管理后台登录加一道验证码。',
  '/admin/news': '撰写、审核、发布与撤回新闻，定时发布、置顶，查看版本并恢复。',
  '/admin/notices': '向全体用户、某类用户或指定账号发送通知，进入其信息中心并计入未读。',
  '/admin/users': '按账号或姓名查找用户，停用或启用账号，重置密码与两步验证，授予管理角色与部门。',
  '/admin/stats': '最近 7、30 或 90 天的访问、服务点击、搜索、资讯阅读与活跃用户，可下载 CSV。',
  '/admin/audit': '登录、业务系统推送与后台修改的记录，含修改前后的内容。',
};

/** /admin 概览: who is here, their roles, and the parts of the console they may use. */
export default function OverviewPage() {
  const frame = useRouteLoaderData<ConsoleFrameData>(CONSOLE_FRAME_ID);
  // The frame shows a phone its notice instead of this page, so here the caller is always known.
  if (!frame || frame.phone) return null;
  const { me } = frame;
  const parts = partsFor(me.permissions).filter((part) => part.path !== '/admin');
  return (
    <section className="yz-admin-page" aria-labelledby="overview-title">
      <h1 id="overview-title">欢迎，{me.name}</h1>
      <p>
        您正在管理 <strong>{me.unit.name}</strong>
        {me.unit.domain ? `（${me.unit.domain}）` : ''}。您的角色：
        {me.grants
          .map((grant) =>
            grant.departments.length > 0
              ? `${grant.roleName}（${grant.departments.map((department) => department.name).join('、')}）`
              : grant.roleName,
          )
          .join('、')}
        。
      </p>
      <ul className="yz-admin-cards">
        {parts.map((part) => (
          <li key={part.path}>
            <Link to={part.path}>{part.label}</Link>
            <p>{PURPOSE[part.path]}</p>
          </li>
        ))}
      </ul>
      {parts.length === 0 ? <p>您的角色暂时没有可用的管理功能，请联系单位管理员。</p> : null}
    </section>
  );
}
