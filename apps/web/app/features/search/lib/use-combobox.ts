import { useId, useState } from 'react';

/**
 * The keyboard of a search box with a suggestion list (WAI-ARIA combobox with a listbox popup): ↓ and ↑ move
 * through the suggestions, Enter takes the one chosen (else the form sends what was typed), Escape closes the list.
 * The input keeps the focus throughout; the chosen option is named by aria-activedescendant.
 */
export function useCombobox<Option>({
  options,
  onPick,
}: {
  options: readonly Option[];
  /** A suggestion was taken (Enter on it, or a click). */
  onPick: (option: Option) => void;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (option: Option) => {
    close();
    onPick(option);
  };
  // A DOM event: the desktop box listens on its input itself (suggest-enhancer.tsx), the phone's through React.
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.isComposing) return; // an IME is choosing its characters: its keys are not ours
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the box, ↓ goes to the first suggestion and ↑ to the last; past either end, back to the box.
      setActive((current) => {
        if (!expanded) return step === 1 ? 0 : options.length - 1;
        const next = current + step;
        return next < -1 ? options.length - 1 : next >= options.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active] !== undefined) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };

  return {
    expanded,
    active: expanded ? active : -1,
    listId,
    optionId,
    handleKeyDown,
    /** The text changed: show the list again (its options follow the text). */
    handleType: () => {
      setOpen(true);
      setActive(-1);
    },
    close,
    pick,
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      autoComplete: 'off',
      onKeyDown: (event: { nativeEvent: KeyboardEvent }) => handleKeyDown(event.nativeEvent),
      onBlur: close,
    } as const,
  };
}
