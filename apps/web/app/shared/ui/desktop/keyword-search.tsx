import { Form, useLocation } from 'react-router';
import { Button } from 'antd';
import Input from 'antd/es/input/Input';
import { SearchOutlined } from '@ant-design/icons';
import { SEARCH_MAX_LENGTH } from '@yizhan/contracts';
import './keyword-search.css';

export interface KeywordSearchProps {
  id: string;
  /** The name of the search landmark, e.g. 搜索服务; the box itself is labelled 关键词. */
  label: string;
  placeholder: string;
  keyword: string | undefined;
  /** The other filters in force, kept by the search (a new search starts at page 1). */
  keep: Record<string, string | number | undefined>;
}

/** A GET form for the keyword: works without scripts, and the result address can be shared. */
export function KeywordSearch({ id, label, placeholder, keyword, keep }: KeywordSearchProps) {
  const { pathname } = useLocation();
  return (
    // The action is the bare path: the fields below are the whole new query.
    <Form method="get" action={pathname} role="search" className="yz-keyword" aria-label={label}>
      <label className="yz-visually-hidden" htmlFor={id}>
        关键词
      </label>
      {Object.entries(keep).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      <Input
        // A new address brings its own keyword into the box.
        key={keyword ?? ''}
        id={id}
        name="keyword"
        type="search"
        size="large"
        defaultValue={keyword}
        placeholder={placeholder}
        maxLength={SEARCH_MAX_LENGTH}
        prefix={<SearchOutlined aria-hidden />}
      />
      <Button type="primary" size="large" htmlType="submit" autoInsertSpace={false}>
        搜索
      </Button>
    </Form>
  );
}
