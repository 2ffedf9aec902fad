/**
 * The identity provider's own demo people. They are not the portal's accounts: the portal learns about a person
 * only from what a sign-in releases (the CAS user and attributes). `citizen` is the government unit's demo account
 * of the portal's seed, so signing in here lands on the same portal user; `lisi` exists only here and becomes a
 * portal user on first sign-in (with the unit's default user type).
 */
export interface DemoUser {
  /** The login name, released as the CAS `user` (the portal maps it to its account name). */
  username: string;
  password: string;
  /** Released attributes (CAS 3.0 `<cas:attributes>`). */
  attributes: Record<string, string>;
}

/** Every demo password is the same as the portal's, so the README needs one line. */
export const DEMO_PASSWORD = 'Yizhan@2026';

export const demoUsers: readonly DemoUser[] = [
  {
    username: 'citizen',
    password: DEMO_PASSWORD,
    attributes: { name: '张市民', userType: 'CITIZEN', email: 'citizen@demo-city.gov.cn' },
  },
  {
    username: 'lisi',
    password: DEMO_PASSWORD,
    attributes: { name: '李四', userType: 'CITIZEN', email: 'lisi@demo-city.gov.cn' },
  },
  {
    username: '2023001',
    password: DEMO_PASSWORD,
    // 示范大学's demo student: signing in by OpenID Connect lands on the same portal account.
    attributes: { name: '李明', userType: 'STUDENT', email: '2023001@demo-university.edu.cn' },
  },
  {
    username: 'qiye01',
    password: DEMO_PASSWORD,
    // A company's agent (法人办事): no userType released, so the portal gives the unit's default.
    attributes: { name: '王经办（示范科技有限公司）', email: 'qiye01@demo-company.cn' },
  },
];

/** The demo user with this name and password, or undefined (the same for an unknown name and a wrong password). */
export function checkDemoUser(username: string, password: string): DemoUser | undefined {
  const user = demoUsers.find((candidate) => candidate.username === username.trim());
  return user && user.password === password ? user : undefined;
}
