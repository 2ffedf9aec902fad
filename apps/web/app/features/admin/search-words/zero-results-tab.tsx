import { Button, Table } from 'antd';
import { ZERO_RESULT_DAYS, type ZeroResultSearch } from '@yizhan/contracts';

interface ZeroResultsTabProps {
  rows: ZeroResultSearch[];
  /** Opens the synonym form with the keyword filled in. */
  onAddSynonym: (keyword: string) => void;
}

/** 无结果搜索: what people searched for in the last 30 days and did not find, most often first. */
export function ZeroResultsTab({ rows, onAddSynonym }: ZeroResultsTabProps) {
  return (
    <>
      <p className="yz-admin-field__hint">
        近 {ZERO_RESULT_DAYS} 天没有找到任何结果的搜索，按次数排列。为常见的说法添加同义词，下次就能搜到。
      </p>
      <Table<ZeroResultSearch>
        rowKey="keyword"
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: `近 ${ZERO_RESULT_DAYS} 天没有无结果的搜索` }}
        columns={[
          { title: '搜索词', dataIndex: 'keyword' },
          { title: '次数', dataIndex: 'count' },
          { title: '最近一次', dataIndex: 'lastDay' },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) =>
              row.hasSynonym ? (
                '已有同义词'
              ) : (
                <Button
                  size="small"
                  onClick={() => onAddSynonym(row.keyword)}
                  aria-label={`为「${row.keyword}」添加同义词`}
                >
                  添加同义词
                </Button>
              ),
          },
        ]}
      />
    </>
  );
}
