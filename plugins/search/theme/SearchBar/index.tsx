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
import SearchIcon from '../../client/SearchIcon.tsx';
import styles from './styles.module.css';

// The modal, the engine and the index load only when search is first opened.
const SearchModal = lazy(() => import('@theme/SearchModal'));

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(
    element &&
    (element.isContentEditable ||
      ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)),
  );
}

/** Navbar search button; Ctrl+K, Cmd+K and / open the search modal. */
export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const isBrowser = useIsBrowser();
  const isMac = isBrowser && /Mac|iPhone|iPad/.test(navigator.platform);
  const returnFocus = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    returnFocus.current = document.activeElement as HTMLElement | null;
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    returnFocus.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        (event.key === 'k' || event.key === 'K') &&
        (event.ctrlKey || event.metaKey) &&
        !event.altKey
      ) {
        event.preventDefault();
        if (!open) show();
      } else if (
        event.key === '/' &&
        !open &&
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
  }, [open, show]);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label="Search docs"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}>
        <SearchIcon size={18} />
        <span className={styles.placeholder} aria-hidden="true">
          Search docs
        </span>
        <span className={styles.keys} aria-hidden="true">
          <kbd>{isMac ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal onClose={close} />
        </Suspense>
      )}
    </>
  );
}
