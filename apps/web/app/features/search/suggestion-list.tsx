import { SEARCH_KIND_NAMES, type SearchSuggestion } from '@yizhan/contracts';
import { MarkedText } from './marked-text';
import './suggestion-list.css';

/** What a suggestion is, shown beside it: a past search, a hot term, or the kind of a matching title. */
function sourceName(suggestion: SearchSuggestion): string {
  if (suggestion.source === 'history') return '历史';
  if (suggestion.source === 'hot') return '热搜';
  return suggestion.kind ? SEARCH_KIND_NAMES[suggestion.kind] : '';
}

export interface SuggestionListProps {
  id: string;
  suggestions: readonly SearchSuggestion[];
  /** The option chosen with the arrow keys, -1 for none. */
  active: number;
  optionId: (index: number) => string;
  onPick: (suggestion: SearchSuggestion) => void;
  /** Where the list sits: under the header's box (a floating panel) or in the page (the phone). */
  variant: 'popup' | 'inline';
}

/**
 * The suggestions of a search box as a listbox (the box is its combobox, see useCombobox). Plain elements and a
 * few lines of CSS: the header shows it on every desktop page, where a select widget would cost every page.
 */
export function SuggestionList({ id, suggestions, active, optionId, onPick, variant }: SuggestionListProps) {
  return (
    <ul id={id} role="listbox" aria-label="搜索建议" className={`yz-suggest yz-suggest--${variant}`}>
      {suggestions.map((suggestion, index) => (
        <li
          key={`${suggestion.source}-${suggestion.text}`}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          className="yz-suggest__option"
          // The box keeps the focus (and its caret) while an option is clicked.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(suggestion)}
        >
          <span className="yz-suggest__text">
            <MarkedText segments={suggestion.segments} />
          </span>
          <span className={`yz-suggest__source yz-suggest__source--${suggestion.source}`}>
            {sourceName(suggestion)}
          </span>
        </li>
      ))}
    </ul>
  );
}
