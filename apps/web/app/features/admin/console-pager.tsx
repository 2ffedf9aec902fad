import { Link } from 'react-router';
import { Pagination } from 'antd';

interface ConsolePagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** What the total counts, after 共 N: 条, 个账号. */
  unit: string;
  /** The address of a page of the same list (the filter kept). */
  hrefOf: (page: number) => string;
}

/** A console list's pages as links: each page has an address a person can bookmark and send on. */
export function ConsolePager({ page, pageSize, total, unit, hrefOf }: ConsolePagerProps) {
  return (
    <nav aria-label="分页" className="yz-admin-pages">
      <Pagination
        current={page}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        showTotal={(count) => `共 ${count} ${unit}`}
        itemRender={(number, type, element) => (type === 'page' ? <Link to={hrefOf(number)}>{number}</Link> : element)}
        onChange={(number) => window.location.assign(hrefOf(number))}
      />
    </nav>
  );
}
