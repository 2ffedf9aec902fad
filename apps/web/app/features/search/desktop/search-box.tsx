import { lazy, Suspense, useCallback, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { SEARCH_MAX_LENGTH } from '@yizhan/contracts';
import { StaticInput } from '../../../shared/ui/desktop/static-input';
import { SEARCH_PATH, searchHref } from '../../../shared/search-url';
import './search-box.css';
import { importOnceMore } from '../../../shared/retry/import-once-more';

// Suggestions load when the box is first focused or typed in: the header carries this box on every desktop page.
const SuggestEnhancer = lazy(() => importOnceMore(() => import('./suggest-enhancer')));

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
 * type under it (debounced), and the keyboard of a combobox (suggest-enhancer.tsx). Give it a new `key` when its
 * keyword changes.
 */
export function SearchBox({ id, label, placeholder, keyword = '', size, className = '' }: SearchBoxProps) {
  const navigate = useNavigate();
  const box = useRef<HTMLInputElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [typed, setTyped] = useState(false);
  const input = useCallback(() => box.current, []);
  const go = (value: string) => void navigate(searchHref(SEARCH_PATH, value));
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(input()?.value ?? '');
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
        <StaticInput
          ref={box}
          id={id}
          name="keyword"
          type="search"
          size={size}
          defaultValue={keyword}
          placeholder={placeholder}
          maxLength={SEARCH_MAX_LENGTH}
          prefix={size === 'large' ? <SearchOutlined aria-hidden /> : undefined}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
          autoComplete="off"
          onFocus={() => setEnhanced(true)}
          onChange={() => {
            setEnhanced(true);
            setTyped(true);
          }}
        />
        {enhanced && (
          <Suspense fallback={null}>
            <SuggestEnhancer input={input} typed={typed} onPick={go} />
          </Suspense>
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
