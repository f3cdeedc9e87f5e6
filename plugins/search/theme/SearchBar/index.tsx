import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import SearchIcon from '@theme/SearchIcon';
import type {ComboboxState} from '@theme/SearchModal';
import {MAX_QUERY_LENGTH} from '@pn-search/query.ts';
import styles from './styles.module.css';

// The results UI, the search client and the index load when the reader
// reaches for search (pointer, focus, touch or shortcut), not with the page.
const loadModal = () => import('@theme/SearchModal');
const SearchModal = lazy(loadModal);

const CLOSED: ComboboxState = {
  expanded: false,
  controls: undefined,
  activeDescendant: undefined,
  busy: false,
};

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(
    element &&
    (element.isContentEditable ||
      ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)),
  );
}

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to
 * the last. A modal dialog makes the page behind it inert, but the browser
 * would still move the focus out to its own toolbar.
 */
function keepFocusInside(
  dialog: HTMLElement,
  event: {shiftKey: boolean; preventDefault(): void},
): void {
  const controls = Array.from(
    dialog.querySelectorAll<HTMLElement>(
      'input, button, a[href], [tabindex]:not([tabindex="-1"])',
    ),
  ).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      element.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * Navbar search button; Ctrl+K, Cmd+K and / open the search dialog.
 *
 * The dialog and its search box are part of this small component, so the
 * shortcut opens them and moves the focus into the box within its own key
 * event: every key typed next lands in the query, however long the results
 * UI takes to load behind it.
 */
export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [query, setQuery] = useState('');
  const [combobox, setCombobox] = useState<ComboboxState>(CLOSED);
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const isBrowser = useIsBrowser();
  const isMac = isBrowser && /Mac|iPhone|iPad/.test(navigator.platform);

  const preload = useCallback(() => setWanted(true), []);
  const show = useCallback(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    input.current?.focus();
    // The page behind does not scroll. (Not `html:has(dialog[open])` in
    // CSS: every change inside the dialog would restyle the whole page.)
    document.documentElement.style.overflow = 'hidden';
    setWanted(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => dialog.current?.close(), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        (event.key === 'k' || event.key === 'K') &&
        (event.ctrlKey || event.metaKey) &&
        !event.altKey
      ) {
        event.preventDefault();
        show();
      } else if (
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isTyping(event.target)
      ) {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [show]);

  const label = translate({
    id: 'pnSearch.button.label',
    message: 'Search docs',
    description: 'The visible label of the navbar search button',
  });

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        onClick={show}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}>
        <SearchIcon size={18} />
        {/* The accessible name is the visible text: label and shortcut
            (WCAG 2.5.3). Below 997 px only the label remains, unseen. */}
        <span className={styles.placeholder}>{label}</span>{' '}
        <span className={styles.keys}>
          <kbd>{isMac ? '⌘' : 'Ctrl'}</kbd> <kbd>K</kbd>
        </span>
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label={translate({
          id: 'pnSearch.modal.label',
          message: 'Search',
          description: 'The accessible name of the search dialog',
        })}
        onClose={() => {
          document.documentElement.style.overflow = '';
          setOpen(false);
          setQuery('');
        }}
        onKeyDown={(event) => {
          // Escape closes the dialog even from a search box that has text
          // (where the browser would only clear the text).
          if (event.key === 'Escape') {
            event.preventDefault();
            close();
          } else if (event.key === 'Tab') {
            keepFocusInside(event.currentTarget, event);
          }
        }}
        onMouseDown={(event) => {
          // The dialog element itself is only hit outside its content: a
          // press on the backdrop.
          if (event.target === event.currentTarget) close();
        }}>
        <div className={styles.modal}>
          <header className={styles.header}>
            <form
              className={styles.form}
              role="search"
              onSubmit={(event) => event.preventDefault()}>
              <SearchIcon size={20} className={styles.magnifier} />
              <input
                ref={input}
                className={styles.input}
                type="search"
                role="combobox"
                aria-label={label}
                aria-autocomplete="list"
                aria-expanded={combobox.expanded}
                aria-controls={combobox.controls}
                aria-activedescendant={combobox.activeDescendant}
                placeholder={label}
                autoComplete="off"
                autoCorrect="off"
                autoCapitalize="off"
                spellCheck={false}
                enterKeyHint="go"
                maxLength={MAX_QUERY_LENGTH}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
              {combobox.busy && (
                <span className={styles.spinner} aria-hidden="true" />
              )}
            </form>
            <button type="button" className={styles.cancel} onClick={close}>
              {translate({
                id: 'pnSearch.modal.cancel',
                message: 'Cancel',
                description: 'The button that closes the search dialog',
              })}
            </button>
          </header>
          {wanted && (
            <Suspense fallback={<div className={styles.loading} />}>
              <SearchModal
                open={open}
                query={query}
                onQueryChange={setQuery}
                input={input}
                onCombobox={setCombobox}
                onClose={close}
              />
            </Suspense>
          )}
        </div>
      </dialog>
    </>
  );
}
