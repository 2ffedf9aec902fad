import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

const soon = 'features/under-construction/under-construction-page.tsx';
/** A page whose issue comes later: the 建设中 page, under its own route id. */
const later = (path: string, id: string) => route(path, soon, { id });

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
    later('news', 'news'),
    later('news/more/:id', 'news-more'),
    later('info-center', 'info-center'),
    later('search', 'search'),
    route('iframe', 'features/menu-entry/desktop/iframe-page.tsx', { id: 'iframe' }),
    route('outside-chain', 'features/menu-entry/desktop/outside-chain-page.tsx', { id: 'outside-chain' }),
    later('schedule-center', 'schedule-center'),
    later('task-center', 'task-center'),
    later('personal-center', 'personal-center'),
    route('personal-center/collect', 'features/service-hall/desktop/collect-page.tsx', {
      id: 'personal-center-collect',
    }),
    route('personal-center/recently-used', 'features/service-hall/desktop/recently-used-page.tsx', {
      id: 'personal-center-recently-used',
    }),
  ]),

  // Login, auth and plain pages.
  layout('layouts/view.tsx', [
    route('login', 'features/auth/desktop/login-page.tsx', { id: 'login' }),
    route('mobile-login', 'features/auth/mobile/login-page.tsx', { id: 'mobile-login' }),
    later('auth-login', 'auth-login'),
    later('cas-login', 'cas-login'),
    later('api-login', 'api-login'),
    later('passport-cookie-login', 'passport-cookie-login'),
    later('wechat-login', 'wechat-login'),
    later('personal-center/campus-infos', 'personal-center-campus-infos'),
    later('mobile/no-permission', 'mobile-no-permission'),
  ]),
  route('logout', 'features/auth/logout-page.tsx', { id: 'logout' }),
  route('to-handle-service', 'features/service-hall/to-handle-service-page.tsx', { id: 'to-handle-service' }),
  route('error', 'features/error/error-page.tsx'),

  // Mobile site.
  route('mobile', 'layouts/mobile.tsx', [
    index('features/home/mobile/mobile-index.tsx'),
    route('home', 'features/home/mobile/home-page.tsx', { id: 'mobile-home' }),
    later('news', 'mobile-news'),
    route('work', 'features/service-hall/mobile/work-page.tsx', { id: 'mobile-work' }),
    later('personal-center', 'mobile-personal-center'),
    later('notice', 'mobile-notice'),
    later('search', 'mobile-search'),
    later('search/ai-search', 'mobile-ai-search'),
    route('service-guide/:id', 'features/service-hall/mobile/service-guide-page.tsx', { id: 'mobile-service-guide' }),
    route('topic-detail/:id', 'features/home/mobile/topic-detail-page.tsx', { id: 'mobile-topic-detail' }),
    later('task-center', 'mobile-task-center'),
    later('schedule-detail', 'mobile-schedule-detail'),
    later('my-schedule/schedule', 'mobile-my-schedule'),
    later('my-schedule/schedule-dialog', 'mobile-schedule-dialog'),
    later('my-schedule/schedule-dialog-add', 'mobile-schedule-dialog-add'),
  ]),

  route('*', 'features/error/not-found-page.tsx'),
] satisfies RouteConfig;
