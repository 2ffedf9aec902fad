import { diffLines } from 'diff';
import {
  formatMinute,
  type AdminNewsArticle,
  type AdminNewsItem,
  type NewsDiff,
  type NewsStatus,
  type NewsVersion,
} from '@yizhan/contracts';
import { versionOf } from '../../lib/versions';
import type { ArticleRow, VersionRow } from './news.console.repository';

// How the console shows an article, its list row, its versions and the difference between two (ADR 073).

const status = (row: Pick<ArticleRow, 'state'>) => row.state as NewsStatus;

/** When it was or will be published; nothing for an article that is not. */
const publishTime = (row: Pick<ArticleRow, 'state' | 'publishedAt'>) =>
  row.state === 'published' || row.state === 'scheduled' || row.state === 'withdrawn'
    ? formatMinute(row.publishedAt)
    : '';

/**
 * An article as the editor opens it. Its version is a digest of all a console write may change — its content and
 * its place in the workflow — so a save, a publish or a withdraw started from an older state gets 409.
 */
export function toAdminArticle(row: ArticleRow): AdminNewsArticle {
  const article = {
    id: row.id,
    title: row.title,
    categoryId: row.categoryId,
    summary: row.summary,
    image: row.image,
    content: row.content,
    status: status(row),
    pinned: row.pinned,
    publishTime: publishTime(row),
  };
  return { ...article, version: versionOf({ ...article, publishedAt: row.publishedAt.toISOString() }) };
}

export const toAdminItem = (
  row: Pick<ArticleRow, 'id' | 'title' | 'categoryId' | 'state' | 'pinned' | 'publishedAt' | 'updatedAt' | 'updatedBy'>,
  categoryName: string,
): AdminNewsItem => ({
  id: row.id,
  title: row.title,
  categoryId: row.categoryId,
  categoryName,
  status: status(row),
  pinned: row.pinned,
  publishTime: publishTime(row),
  updatedAt: formatMinute(row.updatedAt),
  updatedBy: row.updatedBy,
});

/** What the audit log keeps of an article: its words and state, the body by its length (the versions keep it). */
export const auditedArticle = (row: ArticleRow) => ({
  title: row.title,
  categoryId: row.categoryId,
  summary: row.summary,
  image: row.image,
  status: row.state,
  pinned: row.pinned,
  publishTime: formatMinute(row.publishedAt),
  contentChars: row.content.length,
});

export const toVersion = (row: VersionRow, index: number): NewsVersion => ({
  id: row.id,
  number: index + 1,
  at: formatMinute(row.savedAt),
  username: row.username,
  title: row.title,
  kind: row.kind === 'revert' ? 'revert' : 'save',
});

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/** A body as lines an editor reads: a block (paragraph, heading, item, row) a line, a picture by its address. */
export function bodyLines(html: string): string {
  return html
    .replace(/<img\b[^>]*?\bsrc\s*=\s*"([^"]*)"[^>]*>/gi, '[图片 $1]')
    .replace(/<\/(td|th)>/gi, ' | ')
    .replace(/<br\s*\/?>|<\/(p|h[1-6]|li|tr|blockquote|figcaption|table)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#39|[a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** A version as the diff compares it: its fields a line each, then its body. */
const readable = (version: VersionRow, categoryName: (id: number) => string) =>
  [
    `标题：${version.title}`,
    `栏目：${categoryName(version.categoryId)}`,
    `摘要：${version.summary}`,
    `封面：${version.image || '无'}`,
    '正文：',
    bodyLines(version.content),
  ].join('\n') + '\n';

/** What changed from `older` to `newer`, line by line (the `diff` library's line diff). */
export function diffVersions(older: VersionRow, newer: VersionRow, categoryName: (id: number) => string): NewsDiff {
  return diffLines(readable(older, categoryName), readable(newer, categoryName)).map((part) => ({
    change: part.added ? 'added' : part.removed ? 'removed' : 'same',
    text: part.value,
  }));
}
