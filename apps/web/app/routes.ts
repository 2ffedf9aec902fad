import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

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
    route('service-hall/details/:id/scenario', 'features/scenarios/desktop/scenario-page.tsx', {
      id: 'service-hall-scenario',
    }),
    route('service-hall/special-services', 'features/home/desktop/special-list-page.tsx', {
      id: 'service-hall-special-services',
    }),
    route('service-hall/special-services/details/:id', 'features/home/desktop/special-detail-page.tsx', {
      id: 'service-hall-special-service-details',
    }),
    route('service-hall/bundles', 'features/bundles/desktop/bundles-page.tsx', { id: 'service-hall-bundles' }),
    route('service-hall/bundles/:id', 'features/bundles/desktop/bundle-page.tsx', { id: 'service-hall-bundle' }),
    route('business-system', 'features/service-hall/desktop/business-system-page.tsx', { id: 'business-system' }),
    route('news', 'features/news/desktop/news-page.tsx', { id: 'news' }),
    route('news/more/:id', 'features/news/desktop/news-more-page.tsx', { id: 'news-more' }),
    route('news/detail/:id', 'features/news/desktop/news-article-page.tsx', { id: 'news-detail' }),
    route('info-center', 'features/info-center/desktop/info-center-page.tsx', { id: 'info-center' }),
    route('search', 'features/search/desktop/search-page.tsx', { id: 'search' }),
    route('three-list', 'features/three-list/desktop/three-list-page.tsx', { id: 'three-list' }),
    route('iframe', 'features/menu-entry/desktop/iframe-page.tsx', { id: 'iframe' }),
    route('outside-chain', 'features/menu-entry/desktop/outside-chain-page.tsx', { id: 'outside-chain' }),
    route('schedule-center', 'features/schedule/desktop/schedule-center-page.tsx', { id: 'schedule-center' }),
    route('task-center', 'features/task-center/desktop/task-center-page.tsx', { id: 'task-center' }),
    route('personal-center', 'features/personal-center/desktop/personal-center-page.tsx', { id: 'personal-center' }),
    route('personal-center/collect', 'features/service-hall/desktop/collect-page.tsx', {
      id: 'personal-center-collect',
    }),
    route('personal-center/recently-used', 'features/service-hall/desktop/recently-used-page.tsx', {
      id: 'personal-center-recently-used',
    }),
    route('personal-center/password', 'features/personal-center/desktop/password-page.tsx', {
      id: 'personal-center-password',
    }),
    route('personal-center/applications', 'features/personal-center/applications/applications-page.tsx', {
      id: 'personal-center-applications',
    }),
    route('progress', 'features/personal-center/applications/progress-page.tsx', { id: 'progress' }),
    route('appointments', 'features/appointments/services-page.tsx', { id: 'appointments' }),
    route('appointments/book/:appId', 'features/appointments/book-page.tsx', { id: 'appointments-book' }),
    route('appointments/mine', 'features/appointments/mine-page.tsx', { id: 'appointments-mine' }),
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
    route('api-login', 'features/auth/sso/api-login-page.tsx', { id: 'api-login' }),
    route('passport-cookie-login', 'features/auth/passport/passport-cookie-login-page.tsx', {
      id: 'passport-cookie-login',
    }),
    route('wechat-login', 'features/auth/wechat/wechat-login-page.tsx', { id: 'wechat-login' }),
    route('personal-center/campus-infos', 'features/personal-center/view/campus-infos-page.tsx', {
      id: 'personal-center-campus-infos',
    }),
    route('mobile/no-permission', 'features/error/no-permission-page.tsx', { id: 'mobile-no-permission' }),
  ]),
  route('logout', 'features/auth/logout-page.tsx', { id: 'logout' }),
  route('to-handle-service', 'features/service-hall/to-handle-service-page.tsx', { id: 'to-handle-service' }),
  route('to-approval', 'features/approval/to-approval-page.tsx', { id: 'to-approval' }),
  route('to-task', 'features/task-center/to-task-page.tsx', { id: 'to-task' }),

  // The admin console (管理后台, ADR 069): desktop only, its own frame.
  route('admin', 'layouts/console.tsx', { id: 'admin-console' }, [
    index('features/admin/overview-page.tsx', { id: 'admin' }),
    route('site', 'features/admin/site/site-settings-page.tsx', { id: 'admin-site' }),
    route('home', 'features/admin/home/home-content-page.tsx', { id: 'admin-home' }),
    route('sign-in', 'features/admin/sign-in/sign-in-page.tsx', { id: 'admin-sign-in' }),
    route('menus', 'features/admin/menus/menus-page.tsx', { id: 'admin-menus' }),
    route('systems', 'features/admin/systems/systems-page.tsx', { id: 'admin-systems' }),
    route('bundles', 'features/admin/bundles/bundles-page.tsx', { id: 'admin-bundles' }),
    route('news', 'features/admin/news/news-list-page.tsx', { id: 'admin-news' }),
    route('news/:id', 'features/admin/news/news-editor-page.tsx', { id: 'admin-news-editor' }),
    route('notices', 'features/admin/notices/notices-page.tsx', { id: 'admin-notices' }),
    route('users', 'features/admin/users/users-page.tsx', { id: 'admin-users' }),
    route('services', 'features/admin/services/services-page.tsx', { id: 'admin-services' }),
    route('services/new', 'features/admin/services/service-editor-page.tsx', { id: 'admin-service-new' }),
    route('services/:id', 'features/admin/services/service-editor-page.tsx', { id: 'admin-service' }),
    route('services/:id/scenarios', 'features/admin/scenarios/scenarios-page.tsx', { id: 'admin-scenarios' }),
    route('catalogue', 'features/admin/catalogue/catalogue-page.tsx', { id: 'admin-catalogue' }),
    route('calendar', 'features/admin/calendar/calendar-page.tsx', { id: 'admin-calendar' }),
    route('stats', 'features/admin/stats/stats-page.tsx', { id: 'admin-stats' }),
    route('audit', 'features/admin/audit/audit-page.tsx', { id: 'admin-audit' }),
    route('second-step', 'features/admin/second-step/second-step-page.tsx', { id: 'admin-second-step' }),
    route('keys', 'features/admin/keys/keys-page.tsx', { id: 'admin-keys' }),
    route('three-lists', 'features/admin/three-lists/three-lists-page.tsx', { id: 'admin-three-lists' }),
    route('search-words', 'features/admin/search-words/search-words-page.tsx', { id: 'admin-search-words' }),
    route('ratings', 'features/admin/ratings/ratings-page.tsx', { id: 'admin-ratings' }),
    route('ratings/stats', 'features/admin/ratings/rating-stats-page.tsx', { id: 'admin-rating-stats' }),
    route('appointments', 'features/admin/appointments/appointments-page.tsx', { id: 'admin-appointments' }),
  ]),

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
    route('personal-center/password', 'features/personal-center/mobile/password-page.tsx', {
      id: 'mobile-personal-center-password',
    }),
    route('notice', 'features/info-center/mobile/notice-page.tsx', { id: 'mobile-notice' }),
    route('search', 'features/search/mobile/search-page.tsx', { id: 'mobile-search' }),
    route('search/ai-search', 'features/search/mobile/ai-search-page.tsx', { id: 'mobile-ai-search' }),
    route('service-guide/:id', 'features/service-hall/mobile/service-guide-page.tsx', { id: 'mobile-service-guide' }),
    route('service-guide/:id/scenario', 'features/scenarios/mobile/scenario-page.tsx', {
      id: 'mobile-service-scenario',
    }),
    route('three-list', 'features/three-list/mobile/three-list-page.tsx', { id: 'mobile-three-list' }),
    route('service-hall/bundles', 'features/bundles/mobile/bundles-page.tsx', { id: 'mobile-bundles' }),
    route('service-hall/bundles/:id', 'features/bundles/mobile/bundle-page.tsx', { id: 'mobile-bundle' }),
    route('topic-detail/:id', 'features/home/mobile/topic-detail-page.tsx', { id: 'mobile-topic-detail' }),
    route('qrcode-confirm', 'features/auth/qrcode/qrcode-confirm-page.tsx', { id: 'mobile-qrcode-confirm' }),
    route('task-center', 'features/task-center/mobile/task-center-page.tsx', { id: 'mobile-task-center' }),
    route('applications', 'features/personal-center/applications/mobile-applications-page.tsx', {
      id: 'mobile-applications',
    }),
    route('progress', 'features/personal-center/applications/mobile-progress-page.tsx', { id: 'mobile-progress' }),
    route('appointments', 'features/appointments/services-page.tsx', { id: 'mobile-appointments' }),
    route('appointments/book/:appId', 'features/appointments/book-page.tsx', { id: 'mobile-appointments-book' }),
    route('appointments/mine', 'features/appointments/mine-page.tsx', { id: 'mobile-appointments-mine' }),
    route('schedule-detail', 'features/schedule/mobile/schedule-detail-page.tsx', { id: 'mobile-schedule-detail' }),
    route('my-schedule/schedule', 'features/schedule/mobile/my-schedule-page.tsx', { id: 'mobile-my-schedule' }),
    route('my-schedule/schedule-dialog', 'features/schedule/mobile/schedule-dialog-page.tsx', {
      id: 'mobile-schedule-dialog',
    }),
    route('my-schedule/schedule-dialog-add', 'features/schedule/mobile/schedule-dialog-add-page.tsx', {
      id: 'mobile-schedule-dialog-add',
    }),
    route('*', notFound, { id: 'mobile-not-found' }),
  ]),
] satisfies RouteConfig;
