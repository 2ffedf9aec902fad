import { useState } from 'react';
import { Button, Input, Switch, Table } from 'antd';
import { adminSearchWordsApi, type AdminHotWord } from '@yizhan/contracts';
import { consoleSave } from '../console-call';

interface HotWordsTabProps {
  words: AdminHotWord[];
  /** Says what happened and reloads the list. */
  onDone: (message: string) => Promise<void>;
}

const outcomeText = (outcome: { ok: boolean; msg?: string; current?: unknown }, done: string) =>
  outcome.ok ? done : outcome.current ? '该内容已被他人修改，列表已刷新，请重试' : (outcome.msg ?? '');

/** 热词: the counted searches; pin one to the front of the hot list, hide one from it, or add one pinned. */
export function HotWordsTab({ words, onDone }: HotWordsTabProps) {
  const [word, setWord] = useState('');

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    const outcome = await consoleSave(adminSearchWordsApi.createHotWord, { body: { word } });
    if (outcome.ok) setWord('');
    await onDone(outcome.ok ? `已添加置顶热词「${outcome.data.keyword}」` : outcome.msg);
  };
  const save = async (hot: AdminHotWord, flags: { pinned: boolean; hidden: boolean }) => {
    const outcome = await consoleSave(adminSearchWordsApi.saveHotWord, {
      body: { id: hot.id, ...flags, version: hot.version },
    });
    await onDone(outcomeText(outcome, `已更新热词「${hot.keyword}」`));
  };
  const remove = async (hot: AdminHotWord) => {
    const outcome = await consoleSave(adminSearchWordsApi.removeHotWord, {
      body: { id: hot.id, version: hot.version },
    });
    await onDone(outcomeText(outcome, `已删除热词「${hot.keyword}」及其计数`));
  };

  return (
    <>
      <form className="yz-admin-filter" onSubmit={add}>
        <label htmlFor="hot-word">添加热词</label>
        <Input
          id="hot-word"
          value={word}
          maxLength={100}
          onChange={(e) => setWord(e.target.value)}
          style={{ width: 220 }}
        />
        <Button htmlType="submit" type="primary">
          添加并置顶
        </Button>
      </form>
      <Table<AdminHotWord>
        rowKey="id"
        dataSource={words}
        pagination={false}
        locale={{ emptyText: '还没有热词' }}
        columns={[
          { title: '热词', dataIndex: 'keyword' },
          { title: '搜索次数', dataIndex: 'count' },
          {
            title: '置顶',
            key: 'pinned',
            render: (_, hot) => (
              <Switch
                checked={hot.pinned}
                aria-label={`置顶「${hot.keyword}」`}
                onChange={(pinned) => void save(hot, { pinned, hidden: hot.hidden })}
              />
            ),
          },
          {
            title: '隐藏',
            key: 'hidden',
            render: (_, hot) => (
              <Switch
                checked={hot.hidden}
                aria-label={`隐藏「${hot.keyword}」`}
                onChange={(hidden) => void save(hot, { pinned: hot.pinned, hidden })}
              />
            ),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, hot) => (
              <Button size="small" onClick={() => void remove(hot)} aria-label={`删除热词「${hot.keyword}」`}>
                删除
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
