import { Table } from 'antd';

interface RankingTableProps<T> {
  rows: T[];
  rowKey: keyof T & string;
  /** The ranked thing's column: its title and field. */
  label: string;
  labelKey: keyof T & string;
  countTitle: string;
  extra?: { title: string; dataIndex: keyof T & string };
}

/** A ranking of the statistics as a table: 排名, what is ranked, how often, and an extra figure where there is one. */
export function RankingTable<T extends { count: number }>(props: RankingTableProps<T>) {
  // Said in the page's own text colour: antd's empty-table text is too faint to read (WCAG contrast).
  if (props.rows.length === 0) return <p className="yz-stats-empty">这段时间没有记录</p>;
  return (
    <Table<T>
      rowKey={props.rowKey}
      size="small"
      pagination={false}
      dataSource={props.rows}
      columns={[
        { title: '排名', key: 'rank', width: 72, render: (_value, _row, index) => index + 1 },
        { title: props.label, dataIndex: props.labelKey },
        { title: props.countTitle, dataIndex: 'count', width: 120 },
        ...(props.extra ? [{ title: props.extra.title, dataIndex: props.extra.dataIndex, width: 120 }] : []),
      ]}
    />
  );
}
