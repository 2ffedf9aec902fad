/** One list type: its columns ([key, name, width in characters (0: as needed), headline]) and rows by key. */
export interface ThreeListTypeSeed {
  name: string;
  description: string;
  fields: [key: string, name: string, width: number, headline?: boolean][];
  rows: Record<string, string>[];
}

/**
 * A unit's three lists and where their menu entries go: after the built-in entry with the `pc` link on the desktop
 * and the `mobile` link on the phone, open to guests or for signed-in users (matching `visitorVisible`).
 */
export interface ThreeListSeed {
  config: { title: string; description: string; visitorVisible: boolean; pageSize: number };
  menu: { pc: string; mobile: string; access: 'public' | 'user' };
  lists: ThreeListTypeSeed[];
}
