import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'antd';
import Input from 'antd/es/input/Input';
import { SearchOutlined } from '@ant-design/icons';
import { SEARCH_MAX_LENGTH, type SearchSuggestion } from '@yizhan/contracts';
import { SEARCH_PATH, searchHref } from '../lib/search-url';
import { useCombobox } from '../lib/use-combobox';
import { useSuggestions } from '../lib/use-suggestions';
import { SuggestionList } from '../suggestion-list';
import './search-box.css';

export interface SearchBoxProps {
  id: string;
  /** The name of the search landmark (the header's and the page's are told apart by it). */
  label: string;
  placeholder: string;
  /** The keyword the box starts with (the search being shown). */
  keyword?: string;
  size: 'middle' | 'large';
  className?: string;
}

/**
 * The desktop search box: a GET form to /search (it works before the page's code has loaded), suggestions as you
 * type under it (debounced), and the keyboard of a combobox. Give it a new `key` when its keyword changes.
 */
export function SearchBox({ id, label, placeholder, keyword = '', size, className = '' }: SearchBoxProps) {
  const navigate = useNavigate();
  const [text, setText] = useState(keyword);
  // Nothing is asked for until the visitor types: the box arrives with the search being shown.
  const [typed, setTyped] = useState(false);
  const suggestions = useSuggestions(text, typed);
  const go = (value: string) => void navigate(searchHref(SEARCH_PATH, value));
  const combobox = useCombobox<SearchSuggestion>({
    options: suggestions,
    onPick: (suggestion) => {
      setText(suggestion.text);
      setTyped(false);
      go(suggestion.text);
    },
  });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    combobox.close();
    setTyped(false);
    go(text);
  };
  return (
    <form
      method="get"
      action={SEARCH_PATH}
      role="search"
      aria-label={label}
      className={`yz-search-box yz-search-box--${size} ${className}`}
      onSubmit={handleSubmit}
    >
      <label className="yz-visually-hidden" htmlFor={id}>
        搜索关键词
      </label>
      <div className="yz-search-box__field">
        <Input
          id={id}
          name="keyword"
          type="search"
          size={size}
          value={text}
          placeholder={placeholder}
          maxLength={SEARCH_MAX_LENGTH}
          prefix={size === 'large' ? <SearchOutlined aria-hidden /> : undefined}
          {...combobox.inputProps}
          onChange={(event) => {
            setText(event.target.value);
            setTyped(true);
            combobox.handleType();
          }}
          onFocus={() => combobox.handleType()}
        />
        {combobox.expanded && (
          <SuggestionList
            id={combobox.listId}
            suggestions={suggestions}
            active={combobox.active}
            optionId={combobox.optionId}
            onPick={combobox.pick}
            variant="popup"
          />
        )}
      </div>
      <Button
        type="primary"
        size={size}
        htmlType="submit"
        autoInsertSpace={false}
        aria-label={size === 'middle' ? '搜索' : undefined}
        icon={size === 'middle' ? <SearchOutlined aria-hidden /> : undefined}
      >
        {size === 'large' ? '搜索' : null}
      </Button>
    </form>
  );
}
