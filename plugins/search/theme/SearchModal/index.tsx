import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import SearchHighlight from '@theme/SearchHighlight';
import {NoResults, NotBuilt, SearchError} from '@theme/SearchStates';
import {useSearchData} from '../../client/index.ts';
import {useSearch} from '../../client/useSearch.ts';
import {
  addFavorite,
  addRecent,
  getFavorites,
  getRecent,
  removeFavorite,
  removeRecent,
  type StoredSearch,
} from '../../client/storage.ts';
import type {SearchHit} from '../../types.ts';
import SearchIcon from '../../client/SearchIcon.tsx';
import styles from './styles.module.css';

const MODAL_HITS = 20;

function stored(hit: SearchHit): StoredSearch {
  return {
    url: hit.url,
    lvl0: hit.lvl0,
    title: hit.title,
    heading: hit.heading.map((segment) => segment.text).join(''),
    path: hit.path,
  };
}

interface Item {
  key: string;
  url: string;
  choose(): StoredSearch;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(
    root.querySelectorAll<HTMLElement>(
      'input, button, a[href], [tabindex="0"]',
    ),
  ).filter(
    (element) => !element.hasAttribute('disabled') && element.tabIndex >= 0,
  );
}

export default function SearchModal({onClose}: {onClose(): void}): ReactNode {
  const data = useSearchData();
  const history = useHistory();
  const searchPage = useBaseUrl(`/${data.searchPagePath}`);
  const [query, setQuery] = useState('');
  const [activeIndex, setActive] = useState(0);
  const [storageVersion, setStorageVersion] = useState(0);
  const search = useSearch(query, MODAL_HITS);
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();

  const {favorites, recent} = useMemo(
    () => ({favorites: getFavorites(), recent: getRecent(), storageVersion}),
    [storageVersion],
  );
  const refresh = () => setStorageVersion((value) => value + 1);

  useEffect(() => {
    input.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const showingHits = query.trim() !== '' && search.hits.length > 0;
  const items: Item[] = useMemo(
    () =>
      query.trim()
        ? search.hits.map((hit) => ({
            key: `hit-${hit.id}`,
            url: hit.url,
            choose: () => stored(hit),
          }))
        : [...favorites, ...recent].map((item, index) => ({
            key: `${index < favorites.length ? 'favorite' : 'recent'}-${item.url}`,
            url: item.url,
            choose: () => item,
          })),
    [query, search.hits, favorites, recent],
  );

  const active = Math.min(activeIndex, Math.max(items.length - 1, 0));
  const changeQuery = (value: string) => {
    setQuery(value);
    setActive(0);
  };

  const go = useCallback(
    (url: string) => {
      onClose();
      history.push(url);
    },
    [history, onClose],
  );

  const choose = (item: Item) => {
    addRecent(item.choose());
    go(item.url);
  };

  const onLinkClick = (event: MouseEvent, item: Item) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return;
    event.preventDefault();
    choose(item);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab' && dialog.current) {
      const all = focusables(dialog.current);
      const index = all.indexOf(document.activeElement as HTMLElement);
      if (event.shiftKey && index <= 0) {
        event.preventDefault();
        all.at(-1)?.focus();
      } else if (!event.shiftKey && index === all.length - 1) {
        event.preventDefault();
        all[0]?.focus();
      }
    }
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (items.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((active + 1) % items.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((active - 1 + items.length) % items.length);
    } else if (event.key === 'Enter' && items[active]) {
      event.preventDefault();
      choose(items[active]);
    }
  };

  useEffect(() => {
    document
      .getElementById(`${listId}-${active}`)
      ?.scrollIntoView({block: 'nearest'});
  }, [active, listId]);

  const optionProps = (index: number) => ({
    id: `${listId}-${index}`,
    role: 'option' as const,
    'aria-selected': index === active,
    className: styles.hit,
    onMouseMove: () => setActive(index),
  });

  const groups = useMemo(() => {
    const byArea = new Map<string, {hit: SearchHit; index: number}[]>();
    search.hits.forEach((hit, index) => {
      byArea.set(hit.lvl0, [...(byArea.get(hit.lvl0) ?? []), {hit, index}]);
    });
    return [...byArea.entries()];
  }, [search.hits]);

  const storedList = (
    title: string,
    list: StoredSearch[],
    offset: number,
    favorite: boolean,
  ) =>
    list.length > 0 && (
      <div
        role="group"
        aria-labelledby={`${listId}-${title}`}
        className={styles.group}>
        <div
          id={`${listId}-${title}`}
          className={styles.source}
          role="presentation">
          {title}
        </div>
        {list.map((item, position) => {
          const index = offset + position;
          const entry = items[index]!;
          return (
            <div key={entry.key} {...optionProps(index)}>
              <a
                href={item.url}
                tabIndex={-1}
                className={styles.hitLink}
                onClick={(event) => onLinkClick(event, entry)}>
                <span className={styles.hitIcon} aria-hidden="true">
                  {favorite ? '★' : '↺'}
                </span>
                <span className={styles.hitText}>
                  <span className={styles.hitTitle}>{item.heading}</span>
                  <span className={styles.hitPath}>
                    {[item.title, ...item.path]
                      .filter((part) => part !== item.heading)
                      .join(' › ')}
                  </span>
                </span>
              </a>
              {!favorite && (
                <button
                  type="button"
                  className={styles.action}
                  aria-label={`Save this search: ${item.heading}`}
                  title="Save this search"
                  onClick={() => {
                    addFavorite(item);
                    refresh();
                  }}>
                  ☆
                </button>
              )}
              <button
                type="button"
                className={styles.action}
                aria-label={
                  favorite
                    ? `Remove this search from favorites: ${item.heading}`
                    : `Remove this search from history: ${item.heading}`
                }
                title={
                  favorite
                    ? 'Remove this search from favorites'
                    : 'Remove this search from history'
                }
                onClick={() => {
                  if (favorite) removeFavorite(item.url);
                  else removeRecent(item.url);
                  refresh();
                }}>
                ×
              </button>
            </div>
          );
        })}
      </div>
    );

  let body: ReactNode;
  if (search.status === 'notBuilt') {
    body = <NotBuilt />;
  } else if (search.status === 'error') {
    body = <SearchError onRetry={search.retry} />;
  } else if (!query.trim()) {
    body =
      items.length > 0 ? (
        <div
          role="listbox"
          id={listId}
          aria-label="Recent and favorite searches"
          className={styles.list}>
          {storedList('Favorites', favorites, 0, true)}
          {storedList('Recent', recent, favorites.length, false)}
        </div>
      ) : (
        <p className={styles.empty}>No recent searches</p>
      );
  } else if (
    search.status === 'done' &&
    search.nbHits === 0 &&
    search.query === query
  ) {
    body = <NoResults query={query} onSuggestion={changeQuery} />;
  } else {
    body = (
      <>
        <div
          role="listbox"
          id={listId}
          aria-label="Search results"
          className={styles.list}>
          {groups.map(([area, hits], group) => (
            <div
              key={area}
              role="group"
              aria-labelledby={`${listId}-g${group}`}
              className={styles.group}>
              <div
                id={`${listId}-g${group}`}
                className={styles.source}
                role="presentation">
                {area}
              </div>
              {hits.map(({hit, index}) => (
                <div key={hit.id} {...optionProps(index)}>
                  <a
                    href={hit.url}
                    tabIndex={-1}
                    className={styles.hitLink}
                    onClick={(event) => onLinkClick(event, items[index]!)}>
                    <span className={styles.hitIcon} aria-hidden="true">
                      {hit.path.length > 0 ? '#' : '▤'}
                    </span>
                    <span className={styles.hitText}>
                      <span className={styles.hitTitle}>
                        <SearchHighlight segments={hit.heading} />
                      </span>
                      <span className={styles.hitPath}>
                        {[hit.title, ...hit.path.slice(0, -1)].join(' › ')}
                      </span>
                      <span className={styles.hitSnippet}>
                        <SearchHighlight segments={hit.snippet} />
                      </span>
                    </span>
                  </a>
                </div>
              ))}
            </div>
          ))}
        </div>
        {showingHits && (
          <p className={styles.seeAll}>
            <a
              href={`${searchPage}?q=${encodeURIComponent(query)}`}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                go(`${searchPage}?q=${encodeURIComponent(query)}`);
              }}>
              See all {search.nbHits} results
            </a>
          </p>
        )}
      </>
    );
  }

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}>
      <div
        ref={dialog}
        className={styles.modal}
        role="dialog"
        aria-modal="true"
        aria-label="Search"
        onKeyDown={onKeyDown}>
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
              aria-label="Search docs"
              aria-autocomplete="list"
              aria-expanded={items.length > 0}
              aria-controls={listId}
              aria-activedescendant={
                items.length > 0 ? `${listId}-${active}` : undefined
              }
              placeholder="Search docs"
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="go"
              maxLength={64}
              value={query}
              onChange={(event) => changeQuery(event.target.value)}
              onKeyDown={onInputKeyDown}
            />
            {search.status === 'loading' && (
              <span className={styles.spinner} aria-hidden="true" />
            )}
          </form>
          <button type="button" className={styles.cancel} onClick={onClose}>
            Cancel
          </button>
        </header>
        <div className={styles.dropdown}>{body}</div>
        <footer className={styles.footer}>
          <span>
            <kbd>↵</kbd> to select
          </span>
          <span>
            <kbd>↓</kbd>
            <kbd>↑</kbd> to navigate
          </span>
          <span>
            <kbd>esc</kbd> to close
          </span>
        </footer>
      </div>
    </div>,
    document.body,
  );
}
