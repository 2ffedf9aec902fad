import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchOutline } from 'antd-mobile-icons';
import { SEARCH_MAX_LENGTH, type SearchSuggestion } from '@yizhan/contracts';
import { MOBILE_SEARCH_PATH, searchHref } from '../../../shared/search-url';
import { useCombobox } from '../lib/use-combobox';
import { useSuggestions } from '../lib/use-suggestions';
import { SuggestionList } from '../suggestion-list';

/**
 * The phone's search box: a GET form to /mobile/search (the keyboard's 搜索 key sends it), suggestions as you type
 * under it (debounced), a combobox for screen readers and hardware keyboards. Give it a new `key` when its keyword
 * changes.
 */
export function MobileSearchForm({ keyword }: { keyword: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(keyword);
  const [typed, setTyped] = useState(false);
  const suggestions = useSuggestions(text, typed);
  const go = (value: string) => {
    setTyped(false);
    void navigate(searchHref(MOBILE_SEARCH_PATH, value));
  };
  const combobox = useCombobox<SearchSuggestion>({
    options: suggestions,
    onPick: (suggestion) => {
      setText(suggestion.text);
      go(suggestion.text);
    },
  });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    combobox.close();
    // The phone's keyboard goes away with the search sent.
    (document.activeElement as HTMLElement | null)?.blur();
    go(text);
  };
  return (
    <form
      method="get"
      action={MOBILE_SEARCH_PATH}
      role="search"
      aria-label="全站搜索"
      className="yz-msearch-form"
      onSubmit={handleSubmit}
    >
      <div className="yz-msearch-form__row">
        <label className="yz-msearch-form__field">
          <SearchOutline aria-hidden="true" className="yz-msearch-form__icon" />
          <span className="yz-visually-hidden">搜索关键词</span>
          <input
            className="yz-msearch-form__input"
            name="keyword"
            type="search"
            enterKeyHint="search"
            value={text}
            placeholder="搜索服务、新闻、通知"
            maxLength={SEARCH_MAX_LENGTH}
            {...combobox.inputProps}
            onChange={(event) => {
              setText(event.target.value);
              setTyped(true);
              combobox.handleType();
            }}
            onFocus={() => combobox.handleType()}
          />
        </label>
        <button type="submit" className="yz-msearch-form__submit">
          搜索
        </button>
      </div>
      {combobox.expanded && (
        <SuggestionList
          id={combobox.listId}
          suggestions={suggestions}
          active={combobox.active}
          optionId={combobox.optionId}
          onPick={combobox.pick}
          variant="inline"
        />
      )}
    </form>
  );
}
