/** A content item: [published 'YYYY-MM-DD HH:mm' (Asia/Shanghai), title, summary, image?]. */
export type ContentItemSeed = [at: string, title: string, summary: string, image?: string];

/** The items of one content category and where they lead. */
export interface ContentCategorySeed {
  /** The unit's news site, where an item leads when the unit has no news in the portal (its articles then do). */
  link: () => string;
  items: ContentItemSeed[];
}

/** Everything the home page of one unit is seeded with. */
export interface HomeContentSeed {
  tools: { name: string; icon: string; link: string }[];
  /** Theme cards; `special` links the card to that special's details page. */
  cars: { title: string; subtitle: string; image: string; link?: string; special?: string }[];
  /** Content items per content category name. */
  content: Record<string, ContentCategorySeed>;
  /** Specials and the names of their apps, in order. */
  specials: { name: string; summary: string; description: string; cover: string; apps: string[] }[];
  recommendations: { name: string; apps: string[] }[];
  /** Hot search keywords and how often each was searched. */
  keywords: [keyword: string, count: number][];
  /**
   * Front-page visit history: daily visits per terminal type (desktop, mobile browser, in-app), and the services
   * handled (立即办理) on the same days: 累计办理 beside 累计访问.
   */
  visits: {
    lastDay: string;
    days: number;
    perDay: [number, number, number];
    handledPerDay: number;
    weekendFactor: number;
  };
}

/** A demo image of the home page (apps/web/public/assets/demo/home). */
export const homeImage = (name: string) => `/assets/demo/home/${name}.svg`;
