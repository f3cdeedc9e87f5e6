import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import SearchIcon from '@theme/SearchIcon';
import {MAX_QUERY_LENGTH} from '@paynow-docs/search-engine/query';
import {OPEN_EVENT, PLUGIN_NAME} from '@paynow-docs/search/client/open';
import {useCombobox} from '@paynow-docs/search/client/combobox';
import styles from './styles.module.css';

// The results UI, the search client and the index load when the reader
// reaches for search (pointer, focus, touch or shortcut), not with the page.
const loadModal = () => import('@theme/SearchModal');
const SearchModal = lazy(loadModal);

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
 * Whether `target` is inside an element of `dialog` that can scroll (one
 * whose content overflows it and whose overflow scrolls).
 */
function scrollsInside(target: EventTarget | null, dialog: Element): boolean {
  for (
    let element =
      target instanceof Element && dialog.contains(target) ? target : null;
    element && element !== dialog;
    element = element.parentElement
  ) {
    const {overflowY} = getComputedStyle(element);
    if (
      (overflowY === 'auto' || overflowY === 'scroll') &&
      element.scrollHeight > element.clientHeight
    ) {
      return true;
    }
  }
  return false;
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
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const combobox = useCombobox(input, query);
  const isBrowser = useIsBrowser();
  const isMac = isBrowser && /Mac|iPhone|iPad/.test(navigator.platform);

  const button = useRef<HTMLButtonElement>(null);

  const preload = useCallback(() => setWanted(true), []);
  const show = useCallback(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    // The dialog gives the focus back, when it closes, to the element that
    // had it: a shortcut pressed on the page itself (the focus on <body>)
    // gives it to the navbar button, not to the page.
    if (document.activeElement === document.body) button.current?.focus();
    element.showModal();
    input.current?.focus();
    setWanted(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => dialog.current?.close(), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = event.ctrlKey || event.metaKey;
      if (
        !event.altKey &&
        (command
          ? event.key === 'k' || event.key === 'K'
          : event.key === '/' && !isTyping(event.target))
      ) {
        event.preventDefault();
        show();
      }
    };
    // openSearch(): another search box on the page asks for the dialog.
    const onOpen = (event: Event) => {
      event.preventDefault();
      show();
    };
    const listening = new AbortController();
    const {signal} = listening;
    window.addEventListener('keydown', onKeyDown, {signal});
    window.addEventListener(OPEN_EVENT, onOpen, {signal});
    return () => listening.abort();
  }, [show]);

  // The page behind the open dialog does not scroll. Not by restyling the
  // page (`overflow: hidden` on <html> re-laid out the whole page: a
  // 300–700 ms frame at 4× CPU on the first open): wheel and touch scrolling
  // are stopped unless they scroll something inside the dialog, whose
  // scrolling parts do not pass their scrolling on (overscroll-behavior).
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return undefined;
    // On the document: over the backdrop the events do not reach the dialog.
    const stop = (event: Event) => {
      if (!scrollsInside(event.target, element)) event.preventDefault();
    };
    const listening = new AbortController();
    const options = {passive: false, capture: true, signal: listening.signal};
    document.addEventListener('wheel', stop, options);
    document.addEventListener('touchmove', stop, options);
    return () => listening.abort();
  }, [open]);

  const {searchPagePath} = usePluginData(PLUGIN_NAME) as {
    searchPagePath: string;
  };
  const searchPage = useBaseUrl(`/${searchPagePath}`);
  const label = translate({
    id: 'pnSearch.button.label',
    message: 'Search docs',
    description: 'The visible label of the navbar search button',
  });

  return (
    <>
      {/* Without JavaScript the button can do nothing: a link to the search
          page stands in for it (the button hides, scripting: none). */}
      <noscript>
        <a
          href={searchPage}
          className={clsx('pn-search-button', styles.button)}>
          <SearchIcon size={18} />
          <span className={clsx('pn-search-label', styles.placeholder)}>
            {label}
          </span>
        </a>
      </noscript>
      <button
        ref={button}
        type="button"
        className={clsx('pn-search-button', styles.button)}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        onClick={show}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}>
        <SearchIcon size={18} />
        {/* The accessible name is the visible text: label and shortcut
            (WCAG 2.5.3). Below 997 px only the label remains, unseen. */}
        <span className={clsx('pn-search-label', styles.placeholder)}>
          {label}
        </span>{' '}
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
              {/* A text box, as in ARIA 1.2's combobox examples: HTML allows
                  role=combobox on type=text, not on type=search. */}
              <input
                ref={input}
                className={styles.input}
                type="text"
                {...combobox.inputProps}
                aria-label={label}
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
                combobox={combobox.port}
                active={combobox.active}
                onClose={close}
              />
            </Suspense>
          )}
        </div>
      </dialog>
    </>
  );
}
