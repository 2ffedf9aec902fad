import type { RequestSession } from './api-request';

/** Who is looking: a guest (userType null) or a signed-in user of a type. */
export interface Viewer {
  uid: number | null;
  userType: string | null;
}

/** The viewer of a request: a signed-in user, else a guest (a guest token or none at all). */
export function viewerOf(session: RequestSession | null): Viewer {
  if (!session?.user || session.kind !== 'user') return { uid: null, userType: null };
  return { uid: session.uid, userType: session.user.userType };
}
