import { Link } from 'react-router';
import './link-pager.css';

/** The page numbers around `page`: the first, the last and two either side, with gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((n, index) => (index > 0 && n - shown[index - 1]! > 1 ? [null, n] : [n]));
}

/**
 * Pages of a list as plain links (?page=n): they work before the page's code has loaded and cost no widget code
 * (news, three lists).
 */
export function LinkPager({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav className="yz-link-pager" aria-label="分页">
      {page > 1 && <Link to={hrefOf(page - 1)}>上一页</Link>}
      {pageWindow(page, pages).map((n, index) =>
        n === null ? (
          <span key={`gap-${index}`} aria-hidden="true">
            …
          </span>
        ) : n === page ? (
          <span key={n} className="yz-link-pager__current" aria-current="page">
            {n}
          </span>
        ) : (
          <Link key={n} to={hrefOf(n)} aria-label={`第 ${n} 页`}>
            {n}
          </Link>
        ),
      )}
      {page < pages && <Link to={hrefOf(page + 1)}>下一页</Link>}
    </nav>
  );
}
