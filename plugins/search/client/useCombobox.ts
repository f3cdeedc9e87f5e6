/**
 * The search box as an ARIA combobox, owned by the dialog (SearchBar): the
 * box keeps the focus and points at the active option of the listbox the
 * results part shows (aria-activedescendant); ↓ ↑ move, Enter chooses.
 * The results part loads lazily, after the box exists: it tells the
 * combobox what it shows and what a choice does through a {@link ComboboxPort}.
 *
 * Imported as `@paynow-docs/search/client/combobox` (not through
 * `@paynow-docs/search/client`): the dialog ships with every page, the
 * client only once the reader reaches for search.
 */
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';

/** What the results part shows under the box. */
export interface ComboboxView {
  /** Id of the results listbox, when one is shown. */
  listId: string | undefined;
  /** Options of that listbox. */
  count: number;
  /** An answer is on its way. */
  busy: boolean;
}

/** What the results part does on the combobox's keys. */
export interface ComboboxActions {
  /** Enter on option `index`. */
  choose(index: number): void;
  /**
   * ↓ with no listbox shown (the stored searches, a list of links and
   * buttons): move the focus into it. Whether it did.
   */
  enter(): boolean;
}

/** The combobox as the results part sees it. Stable: the same object on every render. */
export interface ComboboxPort {
  show(view: ComboboxView): void;
  handle(actions: ComboboxActions): void;
  setActive(index: number): void;
  /** Gives the focus back to the box. */
  focusBox(): void;
}

const NONE: ComboboxView = {listId: undefined, count: 0, busy: false};
const NO_ACTIONS: ComboboxActions = {
  choose: () => undefined,
  enter: () => false,
};

/** The id of option `index` of a listbox. */
export function optionId(listId: string, index: number): string {
  return `${listId}-${index}`;
}

/**
 * @param box the search box
 * @param query its text: a new query makes the first option active
 */
export function useCombobox(
  box: RefObject<HTMLInputElement | null>,
  query: string,
) {
  const [view, setView] = useState<ComboboxView>(NONE);
  const [selection, setSelection] = useState({query, index: 0});
  if (selection.query !== query) setSelection({query, index: 0});
  const actions = useRef<ComboboxActions>(NO_ACTIONS);
  const expanded = view.listId !== undefined && view.count > 0;
  const active =
    selection.query === query
      ? Math.min(selection.index, Math.max(view.count - 1, 0))
      : 0;
  const activeId =
    expanded && view.listId ? optionId(view.listId, active) : undefined;

  const port = useMemo<ComboboxPort>(
    () => ({
      show: (next) =>
        setView((current) =>
          current.listId === next.listId &&
          current.count === next.count &&
          current.busy === next.busy
            ? current
            : next,
        ),
      handle: (next) => {
        actions.current = next;
      },
      setActive: (index) => setSelection((current) => ({...current, index})),
      focusBox: () => box.current?.focus(),
    }),
    [box],
  );

  useEffect(() => {
    if (activeId) {
      document.getElementById(activeId)?.scrollIntoView({block: 'nearest'});
    }
  }, [activeId]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (!expanded) {
        if (event.key === 'ArrowDown' && actions.current.enter()) {
          event.preventDefault();
        }
        return;
      }
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const index = (active + step + view.count) % view.count;
        setSelection((current) => ({...current, index}));
      } else if (event.key === 'Enter') {
        event.preventDefault();
        actions.current.choose(active);
      }
    },
    [expanded, active, view.count],
  );

  return {
    /** Props of the search box. */
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': expanded ? view.listId : undefined,
      'aria-activedescendant': activeId,
      onKeyDown,
    } as const,
    busy: view.busy,
    active,
    port,
  };
}
