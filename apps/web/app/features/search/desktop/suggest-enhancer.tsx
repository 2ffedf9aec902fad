import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SearchSuggestion } from '@yizhan/contracts';
import { useCombobox } from '../lib/use-combobox';
import { useSuggestions } from '../lib/use-suggestions';
import { SuggestionList } from '../suggestion-list';

export interface SuggestEnhancerProps {
  /** The box it serves (an uncontrolled input). */
  input: () => HTMLInputElement | null;
  /** Whether the visitor has typed since the box showed its keyword (before this loaded, too). */
  typed: boolean;
  onPick: (text: string) => void;
}

/**
 * Suggestions as you type for a desktop search box, loaded when the box is first focused: it listens on the box's
 * own input element (text, keys, focus), keeps its combobox attributes current and shows the list under it. Kept
 * apart from the box so that the header, on every desktop page, costs its first visit only the form.
 */
export default function SuggestEnhancer({ input, typed: typedBefore, onPick }: SuggestEnhancerProps) {
  const [text, setText] = useState(() => input()?.value ?? '');
  const [typed, setTyped] = useState(typedBefore);
  const suggestions = useSuggestions(text, typed);
  const combobox = useCombobox<SearchSuggestion>({
    options: suggestions,
    onPick: (suggestion) => {
      const element = input();
      if (element) element.value = suggestion.text;
      setTyped(false);
      onPick(suggestion.text);
    },
  });
  // The listeners stay put; they reach the current state through this. Updated as the list is drawn (a layout
  // effect), not after the paint: a key pressed the moment the list shows must already find it open.
  const latest = useRef(combobox);
  useLayoutEffect(() => {
    latest.current = combobox;
  });

  useEffect(() => {
    const element = input();
    if (!element) return;
    const handleInput = () => {
      setText(element.value);
      setTyped(true);
      latest.current.handleType();
    };
    const handleKeyDown = (event: KeyboardEvent) => latest.current.handleKeyDown(event);
    const handleFocus = () => latest.current.handleType();
    const handleBlur = () => latest.current.close();
    element.addEventListener('input', handleInput);
    element.addEventListener('keydown', handleKeyDown);
    element.addEventListener('focus', handleFocus);
    element.addEventListener('blur', handleBlur);
    // It loaded because the box was focused: the list may show at once.
    if (document.activeElement === element) latest.current.handleType();
    return () => {
      element.removeEventListener('input', handleInput);
      element.removeEventListener('keydown', handleKeyDown);
      element.removeEventListener('focus', handleFocus);
      element.removeEventListener('blur', handleBlur);
    };
  }, [input]);

  const { expanded, active, listId, optionId } = combobox;
  // In the same commit as the list, so that the box never tells assistive technology a state the page does not show.
  useLayoutEffect(() => {
    const element = input();
    if (!element) return;
    element.setAttribute('aria-expanded', String(expanded));
    element.setAttribute('aria-controls', listId);
    if (active >= 0) element.setAttribute('aria-activedescendant', optionId(active));
    else element.removeAttribute('aria-activedescendant');
  });

  if (!expanded) return null;
  return (
    <SuggestionList
      id={listId}
      suggestions={suggestions}
      active={active}
      optionId={optionId}
      onPick={combobox.pick}
      variant="popup"
    />
  );
}
