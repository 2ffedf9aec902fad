import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { UNBUILT_PAGES, type UnbuiltPageId } from './shared/unbuilt-pages';

const soon = 'features/under-construction/under-construction-page.tsx';
/**
 * A page whose issue comes later (shared/unbuilt-pages.ts, which also keeps menus from offering it): the 建设中 page,
 * under its own route id, at its path relative to `parent`.
 */
const later = (id: UnbuiltPageId, parent = '') => route(UNBUILT_PAGES[id].slice(parent.length + 1), soon, { id });
const notFound = 'features/error/not-found-page.tsx';

export default [
  // Desktop site: the frame follows the unit's template (default, pctpl2, pctpl4).
  layout('layouts/desktop-frame.tsx', [
    index('features/home/desktop/home-page.tsx', { id: 'index' }),
    route('home', 'features/home/desktop/home-page.tsx', { id: 'home' }),
    route('home/special-services', 'features/home/desktop/special-list-page.tsx', { id: 'home-special-services' }),
    route('home/special-services/details/:id', 'features/home/desktop/special-detail-page.tsx', {
      id: 'home-special-service-details',
    }),
    route('service-hall', 'features/service-hall/desktop/service-hall-page.tsx', { id: 'service-hall' }),
    route('service-hall/details/:id', 'features/service-hall/desktop/service-detail-page.tsx', {
      id: 'service-hall-details',
    }),
    route('service-hall/special-services', 'features/home/desktop/special-list-page.tsx', {
      id: 'service-hall-special-services',
    }),
    route('service-hall/special-services/details/:id', 'features/home/desktop/special-detail-page.tsx', {
      id: 'service-hall-special-service-details',
    }),
    route('business-system', 'features/service-hall/desktop/business-system-page.tsx', { id: 'business-system' }),
    route('news', 'features/news/desktop/news-page.tsx', { id: 'news' }),
    route('news/more/:id', 'features/news/desktop/news-more-page.tsx', { id: 'news-more' }),
    route('news/detail/:id', 'features/news/desktop/news-article-page.tsx', { id: 'news-detail' }),
    route('info-center', 'features/info-center/desktop/info-center-page.tsx', { id: 'info-center' }),
    later('search'),
    route('three-list', 'features/three-list/desktop/three-list-page.tsx', { id: 'three-list' }),
    route('iframe', 'features/menu-entry/desktop/iframe-page.tsx', { id: 'iframe' }),
    route('outside-chain', 'features/menu-entry/desktop/outside-chain-page.tsx', { id: 'outside-chain' }),
    later('schedule-center'),
    later('task-center'),
    later('personal-center'),
    route('personal-center/collect', 'features/service-hall/desktop/collect-page.tsx', {
      id: 'personal-center-collect',
    }),
    route('personal-center/recently-used', 'features/service-hall/desktop/recently-used-page.tsx', {
      id: 'personal-center-recently-used',
    }),
    // The error screen and unknown paths keep the site's frame and theme (the layout's error boundary).
    route('error', 'features/error/error-page.tsx', { id: 'error' }),
    route('*', notFound, { id: 'not-found' }),
  ]),

  // Login, auth and plain pages.
  layout('layouts/view.tsx', [
    route('login', 'features/auth/desktop/login-page.tsx', { id: 'login' }),
    route('mobile-login', 'features/auth/mobile/login-page.tsx', { id: 'mobile-login' }),
    route('auth-login', 'features/auth/sso/auth-login-page.tsx', { id: 'auth-login' }),
    route('cas-login', 'features/auth/sso/cas-login-page.tsx', { id: 'cas-login' }),
    later('api-login'),
    route('passport-cookie-login', 'features/auth/passport/passport-cookie-login-page.tsx', {
      id: 'passport-cookie-login',
    }),
    route('wechat-login', 'features/auth/wechat/wechat-login-page.tsx', { id: 'wechat-login' }),
    later('personal-center-campus-infos'),
    route('mobile/no-permission', 'features/error/no-permission-page.tsx', { id: 'mobile-no-permission' }),
  ]),
  route('logout', 'features/auth/logout-page.tsx', { id: 'logout' }),
  route('to-handle-service', 'features/service-hall/to-handle-service-page.tsx', { id: 'to-handle-service' }),
  route('to-approval', 'features/approval/to-approval-page.tsx', { id: 'to-approval' }),

  // Mobile site.
  route('mobile', 'layouts/mobile.tsx', [
    index('features/home/mobile/mobile-index.tsx'),
    route('home', 'features/home/mobile/home-page.tsx', { id: 'mobile-home' }),
    route('news', 'features/news/mobile/news-page.tsx', { id: 'mobile-news' }),
    route('news/detail/:id', 'features/news/mobile/news-article-page.tsx', { id: 'mobile-news-detail' }),
    route('work', 'features/service-hall/mobile/work-page.tsx', { id: 'mobile-work' }),
    route('personal-center', 'features/personal-center/mobile/personal-center-page.tsx', {
      id: 'mobile-personal-center',
    }),
    route('notice', 'features/info-center/mobile/notice-page.tsx', { id: 'mobile-notice' }),
    later('mobile-search', '/mobile'),
    later('mobile-ai-search', '/mobile'),
    route('service-guide/:id', 'features/service-hall/mobile/service-guide-page.tsx', { id: 'mobile-service-guide' }),
    route('three-list', 'features/three-list/mobile/three-list-page.tsx', { id: 'mobile-three-list' }),
    route('topic-detail/:id', 'features/home/mobile/topic-detail-page.tsx', { id: 'mobile-topic-detail' }),
    later('mobile-task-center', '/mobile'),
    later('mobile-schedule-detail', '/mobile'),
    later('mobile-my-schedule', '/mobile'),
    later('mobile-schedule-dialog', '/mobile'),
    later('mobile-schedule-dialog-add', '/mobile'),
    route('*', notFound, { id: 'mobile-not-found' }),
  ]),
] satisfies RouteConfig;
