import type { users, quickNavigations } from '../schema';

type AccountSeed = Omit<typeof users.$inferInsert, 'fid' | 'passwordHash'>;
type QuickNavigationSeed = Omit<typeof quickNavigations.$inferInsert, 'fid' | 'sort'>;

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'Yizhan@2026';

/** The user types that see a campus unit's menus when signed in; `nomenu` (ALUMNI) is deliberately not one. */
export const CAMPUS_MENU_ROLES = ['STUDENT', 'TEACHER', 'STAFF'];

const avatar = (name: string) => `/assets/demo/${name}`;

/** Demo accounts of a campus unit: a student, a teacher, and an account without any menu entry. */
export const campusAccounts: AccountSeed[] = [
  { username: '2023001', name: '李明', userType: 'STUDENT', avatar: avatar('avatar-student.svg') },
  { username: 'T1001', name: '王芳', userType: 'TEACHER', avatar: avatar('avatar-teacher.svg') },
  { username: 'nomenu', name: '赵校友', userType: 'ALUMNI' },
];

/** Demo account of a government unit: a resident. */
export const governmentAccounts: AccountSeed[] = [
  { username: 'citizen', name: '张市民', userType: 'CITIZEN', avatar: avatar('avatar-citizen.svg') },
];

export const campusQuickNavigations: QuickNavigationSeed[] = [
  { name: '课表查询', link: '/schedule-center', icon: 'calendar' },
  { name: '待办事项', link: '/task-center', icon: 'carry-out' },
  { name: '我的收藏', link: '/personal-center/collect', icon: 'star' },
  { name: '最近使用', link: '/personal-center/recently-used', icon: 'history' },
  { name: '校园卡充值', link: 'https://card.demo-university.edu.cn/', icon: 'credit-card' },
];

export const governmentQuickNavigations: QuickNavigationSeed[] = [
  { name: '我的办件', link: '/personal-center/applications', icon: 'file-done' },
  { name: '我的收藏', link: '/personal-center/collect', icon: 'star' },
  { name: '最近使用', link: '/personal-center/recently-used', icon: 'history' },
];
