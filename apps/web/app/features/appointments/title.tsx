import type { ReactNode } from 'react';

/** The page's heading: the desktop's h1; on the phone the NavBar holds the h1, so this is its h2. */
export function Title({ mobile, children }: { mobile: boolean; children: ReactNode }) {
  const Heading = mobile ? 'h2' : 'h1';
  return <Heading className="yz-bk__title">{children}</Heading>;
}
