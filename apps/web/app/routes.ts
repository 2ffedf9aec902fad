import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

const soon = 'features/under-construction/under-construction-page.tsx';
/** A page whose issue comes later: the 建设中 page, under its own route id. */
const later = (path: string, id: string) => route(path, soon, { id });

export default [
  // Desktop site: the frame follows the unit's template (default, pctpl2, pctpl4).
  layout('layouts/desktop-frame.tsx', [
    index('features/home/desktop/home-page.tsx', { id: 'index' }),
    route('home', 'features/home/desktop/home-page.tsx', { id: 'home' }),
    later('home/special-services', 'home-special-services'),
    later('home/special-services/details/:id', 'home-special-service-details'),
    later('service-hall', 'service-hall'),
    later('service-hall/details/:id', 'service-hall-details'),
    later('service-hall/special-services', 'service-hall-special-services'),
    later('service-hall/special-services/details/:id', 'service-hall-special-service-details'),
    later('business-system', 'business-system'),
    later('news', 'news'),
    later('news/more/:id', 'news-more'),
    later('info-center', 'info-center'),
    later('search', 'search'),
    later('iframe', 'iframe'),
    later('outside-chain', 'outside-chain'),
    later('schedule-center', 'schedule-center'),
    later('task-center', 'task-center'),
    later('personal-center', 'personal-center'),
    later('personal-center/collect', 'personal-center-collect'),
    later('personal-center/recently-used', 'personal-center-recently-used'),
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
  later('to-handle-service', 'to-handle-service'),
  route('error', 'features/error/error-page.tsx'),

  // Mobile site.
  route('mobile', 'layouts/mobile.tsx', [
    index('features/home/mobile/mobile-index.tsx'),
    route('home', 'features/home/mobile/home-page.tsx', { id: 'mobile-home' }),
    later('news', 'mobile-news'),
    later('work', 'mobile-work'),
    later('personal-center', 'mobile-personal-center'),
    later('notice', 'mobile-notice'),
    later('search', 'mobile-search'),
    later('search/ai-search', 'mobile-ai-search'),
    later('service-guide/:id', 'mobile-service-guide'),
    later('topic-detail/:id', 'mobile-topic-detail'),
    later('task-center', 'mobile-task-center'),
    later('schedule-detail', 'mobile-schedule-detail'),
    later('my-schedule/schedule', 'mobile-my-schedule'),
    later('my-schedule/schedule-dialog', 'mobile-schedule-dialog'),
    later('my-schedule/schedule-dialog-add', 'mobile-schedule-dialog-add'),
  ]),

  route('*', 'features/error/not-found-page.tsx'),
] satisfies RouteConfig;
