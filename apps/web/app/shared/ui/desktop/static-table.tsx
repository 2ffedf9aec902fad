import type { Key, ReactNode } from 'react';
import { ANTD_CSS_VAR_KEY } from '../../theme/desktop/antd-theme-config';

export interface StaticTableColumn<T> {
  key: string;
  title: ReactNode;
  /** Fixed width in px; columns without one share the rest. */
  width?: number;
  render: (row: T, index: number) => ReactNode;
}

export interface StaticTableProps<T> {
  columns: StaticTableColumn<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => Key;
  /** The one cell shown when there are no rows. */
  emptyText: ReactNode;
  className?: string;
}

/**
 * A read-only table in the markup antd's `<Table size="middle" bordered>` renders, styled by the build-time antd
 * sheet, without antd Table's code (sorting, filters, selection, pagination, virtual lists: about 90 KB gzip that a
 * page of rows to read never runs). Use antd's Table for anything the visitor works with.
 */
export function StaticTable<T>({ columns, rows, rowKey, emptyText, className }: StaticTableProps<T>) {
  // antd writes a <col> for each column up to the last one with a width.
  const sized = columns.map((column) => column.width !== undefined).lastIndexOf(true);
  const themed = `${ANTD_CSS_VAR_KEY} ant-table-css-var`;
  return (
    <div className={`${themed} ant-table-wrapper${className ? ` ${className}` : ''}`}>
      <div className={`ant-spin ${ANTD_CSS_VAR_KEY}`} aria-live="polite" aria-busy="false">
        <div className="ant-spin-container">
          <div
            className={`ant-table ant-table-medium ant-table-bordered${rows.length ? '' : ' ant-table-empty'} ${themed}`}
          >
            <div className="ant-table-container">
              <div className="ant-table-content">
                <table style={{ tableLayout: 'auto' }}>
                  <colgroup>
                    {columns.slice(0, sized + 1).map((column) => (
                      <col key={column.key} style={column.width ? { width: column.width } : undefined} />
                    ))}
                  </colgroup>
                  <thead className="ant-table-thead">
                    <tr>
                      {columns.map((column) => (
                        <th key={column.key} className="ant-table-cell" scope="col">
                          {column.title}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="ant-table-tbody">
                    {rows.length === 0 ? (
                      <tr className="ant-table-placeholder">
                        <td className="ant-table-cell" colSpan={columns.length}>
                          {emptyText}
                        </td>
                      </tr>
                    ) : (
                      rows.map((row, index) => (
                        <tr
                          key={rowKey(row, index)}
                          className="ant-table-row ant-table-row-level-0"
                          data-row-key={rowKey(row, index)}
                        >
                          {columns.map((column) => (
                            <td key={column.key} className="ant-table-cell">
                              {column.render(row, index)}
                            </td>
                          ))}
                        </tr>
                      ))
                    )}
                  </tbody>
                </table>
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
