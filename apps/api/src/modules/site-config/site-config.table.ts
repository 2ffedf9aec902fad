import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/bytea';
import { units, unitRef } from '../units';

/** Header, menu, footer and filing colours and texts, plus the login page look. One row per unit. */
export const globalConfigs = pgTable('global_configs', {
  fid: integer('fid')
    .primaryKey()
    .references(() => units.fid, { onDelete: 'cascade' }),
  topBackground: text('top_background').notNull(),
  topSelected: text('top_selected').notNull(),
  topDefault: text('top_default').notNull(),
  bottomNavColor: text('bottom_nav_color').notNull(),
  bottomFontColor: text('bottom_font_color').notNull(),
  bottomFilingColor: text('bottom_filing_color').notNull(),
  bottomFilingFont: text('bottom_filing_font').notNull(),
  filingText: text('filing_text').notNull().default(''),
  copyright: text('copyright').notNull().default(''),
  address: text('address').notNull().default(''),
  loginBackground: text('login_background').notNull().default(''),
  loginTitle: text('login_title').notNull().default(''),
  loginSubtitle: text('login_subtitle').notNull().default(''),
});

/** Theme entries: type 1 colour, type 2 site icon and title. */
export const themes = pgTable(
  'themes',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    type: smallint('type').notNull(),
    color: text('color').notNull().default(''),
    labelName: text('label_name').notNull().default(''),
    labelLogo: text('label_logo').notNull().default(''),
  },
  (table) => [index('themes_fid_idx').on(table.fid, table.type)],
);

export const bottomLinks = pgTable(
  'bottom_links',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('bottom_links_fid_sort_idx').on(table.fid, table.sort)],
);

export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    style: smallint('style').notNull().default(1),
    name: text('name').notNull(),
    image: text('image').notNull(),
    url: text('url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('media_fid_style_sort_idx').on(table.fid, table.style, table.sort)],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    /** Art made for the phone's aspect ratio (about 15:8, headline inside the safe area); '' shows `image` cropped. */
    mobileImage: text('mobile_image').notNull().default(''),
    link: text('link').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('banners_fid_sort_idx').on(table.fid, table.sort)],
);

export const intelligence = pgTable('intelligence', {
  fid: integer('fid')
    .primaryKey()
    .references(() => units.fid, { onDelete: 'cascade' }),
  type: smallint('type').notNull(),
  code: text('code').notNull().default(''),
  accessToken: text('access_token').notNull().default(''),
  link: text('link').notNull().default(''),
});

/** Home-page modules per template; a row with parentSign is a sub-module. */
export const homeModules = pgTable(
  'home_modules',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    template: smallint('template').notNull(),
    sign: text('sign').notNull(),
    name: text('name').notNull(),
    parentSign: text('parent_sign'),
    sort: integer('sort').notNull().default(0),
    /** Page status (getHomePageStatus): a disabled module or sub-module is left off the home page. */
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [index('home_modules_fid_template_sort_idx').on(table.fid, table.template, table.sort)],
);

/** Content (news) categories and how each is shown. */
export const contentCategories = pgTable(
  'content_categories',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    name: text('name').notNull(),
    showType: smallint('show_type').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('content_categories_fid_sort_idx').on(table.fid, table.sort)],
);

/**
 * An uploaded picture kept in the database, re-encoded (lib/pictures.ts), so every instance serves it and a backup
 * holds it. `id` is the random name in its address; a row is never changed, so the address can be cached for good.
 */
const pictureColumns = () => ({
  id: text('id').primaryKey(),
  fid: unitRef(),
  uid: integer('uid'),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Banner pictures uploaded in the console (ADR 081): the desktop art and the phone's 750×400 cut. */
export const bannerPictures = pgTable('banner_pictures', pictureColumns(), (table) => [
  index('banner_pictures_fid_idx').on(table.fid),
]);

/** Logos uploaded in 站点设置 (WebP fitted into 480×120); the unit's setting holds the address it shows. */
export const siteLogos = pgTable('site_logos', pictureColumns(), (table) => [
  index('site_logos_fid_idx').on(table.fid),
]);
