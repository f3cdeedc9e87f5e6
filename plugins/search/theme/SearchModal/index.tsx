import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import SearchResult from '@theme/SearchResult';
import {
  NoResults,
  NotBuilt,
  SearchError,
  Suggestions,
} from '@theme/SearchStates';
import type {Props} from '@theme/SearchModal';
import {
  useSearch,
  useSearchClient,
  useSearchData,
  useSearchStorage,
  type StoredSearch,
} from '@pn-search/client';
import type {SearchHit, SearchSectionHit} from '@pn-search/types.ts';
import styles from './styles.module.css';

/** Pages in the dialog (each with up to three sections beneath). */
const MODAL_HITS = 8;
const NO_HITS: SearchHit[] = [];

/** One option of the listbox: a page's row, or one of its sections. */
interface Option {
  hit: SearchHit;
  section?: SearchSectionHit;
  index: number;
}

function stored({hit, section}: Pick<Option, 'hit' | 'section'>): StoredSearch {
  return {
    url: section?.url ?? hit.url,
    lvl0: hit.lvl0,
    title: hit.title,
    heading: section
      ? section.heading.map((segment) => segment.text).join('')
      : hit.title,
    path: section?.path ?? [],
  };
}

/** A plain click, not one that asks for a new tab or window. */
function isPlainClick(event: MouseEvent): boolean {
  return !(
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    event.button !== 0
  );
}

/**
 * Results grouped by area (lvl0), groups in the order of their best page;
 * each page is an option, then each of its sections.
 */
function groupByArea(hits: SearchHit[]): {
  groups: {area: string; options: Option[]}[];
  options: Option[];
} {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    groups.set(hit.lvl0, [...(groups.get(hit.lvl0) ?? []), hit]);
  }
  const options: Option[] = [];
  const grouped = [...groups.entries()].map(([area, pages]) => ({
    area,
    options: pages.flatMap((hit) =>
      [undefined, ...hit.sections].map((section) => {
        const option: Option = {hit, section, index: options.length};
        options.push(option);
        return option;
      }),
    ),
  }));
  return {groups: grouped, options};
}

type Group = ReturnType<typeof groupByArea>['groups'][number];

/**
 * The results listbox: options grouped by area. Memoised, so a keystroke
 * re-renders it only when the answer (or the active option) changes.
 */
const ResultOptions = memo(function ResultOptions({
  listId,
  groups,
  active,
  onActivate,
  onChoose,
}: {
  listId: string;
  groups: Group[];
  active: number;
  onActivate(index: number): void;
  onChoose(option: Option): void;
}): ReactNode {
  return (
    <div
      role="listbox"
      id={listId}
      aria-label={translate({
        id: 'pnSearch.modal.results',
        message: 'Search results',
      })}
      className={styles.list}>
      {groups.map(({area, options}, group) => (
        <div
          key={area}
          role="group"
          aria-labelledby={`${listId}-g${group}`}
          className={styles.group}>
          <div id={`${listId}-g${group}`} className={styles.source}>
            {area}
          </div>
          {options.map((option) => (
            <a
              key={option.section?.id ?? option.hit.id}
              id={`${listId}-${option.index}`}
              role="option"
              aria-selected={option.index === active}
              tabIndex={-1}
              href={option.section?.url ?? option.hit.url}
              className={clsx(styles.hit, option.section && styles.section)}
              data-kind={option.section ? 'section' : 'page'}
              onMouseMove={() => onActivate(option.index)}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onChoose(option);
              }}>
              <span className={styles.hitIcon} aria-hidden="true">
                {option.section ? '#' : '▤'}
              </span>
              <SearchResult
                hit={option.hit}
                section={option.section}
                variant="option"
              />
            </a>
          ))}
        </div>
      ))}
    </div>
  );
});

/**
 * The inside of the search dialog below the search box: recent and
 * favourite searches, results as you type, and the empty and error states.
 * The box itself belongs to SearchBar, which loads this component lazily.
 *
 * Results are a listbox of links (`<a role="option">`): the box keeps the
 * focus and points at the active one (aria-activedescendant). Recent and
 * favourite searches have buttons of their own, so they are a list of links
 * and buttons reached with the arrow keys or Tab, not a listbox.
 */
function SearchModal({
  open,
  query,
  onQueryChange,
  input,
  onCombobox,
  onClose,
}: Props): ReactNode {
  const data = useSearchData();
  const client = useSearchClient();
  const storage = useSearchStorage();
  const history = useHistory();
  const searchPage = useBaseUrl(`/${data.searchPagePath}`);
  const [activeIndex, setActive] = useState(0);
  const [storageVersion, setStorageVersion] = useState(0);
  const search = useSearch(query, MODAL_HITS);
  const listId = useId();
  const storedList = useRef<HTMLDivElement>(null);
  const searching = query.trim() !== '';

  // Start downloading the index as soon as this component is wanted.
  useEffect(() => {
    client.load().catch(() => undefined);
  }, [client]);

  const {favorites, recent} = useMemo(
    () => ({
      favorites: storage.getFavorites(),
      recent: storage.getRecent(),
      // Re-read when the dialog opens and after every change.
      version: [storageVersion, open],
    }),
    [storage, storageVersion, open],
  );
  const refresh = () => setStorageVersion((value) => value + 1);

  const hits = searching ? search.hits : NO_HITS;
  const {groups, options} = useMemo(() => groupByArea(hits), [hits]);
  const active = Math.min(activeIndex, Math.max(options.length - 1, 0));
  const showingHits = options.length > 0 && search.status !== 'error';
  const activeId = showingHits ? `${listId}-${active}` : undefined;

  const go = useCallback(
    (url: string) => {
      onClose();
      history.push(url);
    },
    [history, onClose],
  );
  const choose = useCallback(
    (item: StoredSearch) => {
      storage.addRecent(item);
      go(item.url);
    },
    [go, storage],
  );

  const busy = searching && search.status === 'loading';
  useEffect(() => {
    onCombobox({
      expanded: showingHits,
      controls: showingHits ? listId : undefined,
      activeDescendant: activeId,
      busy,
    });
  }, [onCombobox, showingHits, listId, activeId, busy]);

  useEffect(() => {
    if (activeId) {
      document.getElementById(activeId)?.scrollIntoView({block: 'nearest'});
    }
  }, [activeId]);

  // The combobox keys, on the search box that SearchBar renders.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!searching) {
        if (event.key === 'ArrowDown') {
          const first = storedList.current?.querySelector('a');
          if (first) {
            event.preventDefault();
            first.focus();
          }
        }
        return;
      }
      if (!showingHits) return;
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setActive((active + 1) % options.length);
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        setActive((active - 1 + options.length) % options.length);
      } else if (event.key === 'Enter' && options[active]) {
        event.preventDefault();
        choose(stored(options[active]));
      }
    };
    box.addEventListener('keydown', onKeyDown);
    return () => box.removeEventListener('keydown', onKeyDown);
  }, [input, searching, showingHits, options, active, choose]);

  const chooseOption = useCallback(
    (option: Option) => choose(stored(option)),
    [choose],
  );

  const changeQuery = (value: string) => {
    onQueryChange(value);
    setActive(0);
  };

  // Arrow keys move between the links of the stored searches; typing goes
  // back to the search box.
  const onStoredKeyDown = (event: ReactKeyboardEvent) => {
    const links = Array.from(
      storedList.current?.querySelectorAll('a') ?? [],
    ) as HTMLElement[];
    const at = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (at < 0 || (at === 0 && step < 0)) {
        input.current?.focus();
      } else {
        links[(at + step) % links.length]?.focus();
      }
    } else if (
      event.key.length === 1 &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      input.current?.focus();
    }
  };

  const storedGroup = (
    title: string,
    list: StoredSearch[],
    favorite: boolean,
  ) =>
    list.length > 0 && (
      <div
        role="group"
        aria-labelledby={`${listId}-${favorite ? 'favorites' : 'recent'}`}
        className={styles.group}>
        <div
          id={`${listId}-${favorite ? 'favorites' : 'recent'}`}
          className={styles.source}>
          {title}
        </div>
        <ul className={styles.storedList}>
          {list.map((item) => (
            <li key={item.url} className={styles.hit}>
              <a
                href={item.url}
                className={styles.hitLink}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  choose(item);
                }}>
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
                  aria-label={translate(
                    {
                      id: 'pnSearch.modal.saveRecent',
                      message: 'Save this search: {heading}',
                      description:
                        'Accessible name of the button that makes a recent search a favourite',
                    },
                    {heading: item.heading},
                  )}
                  title={translate({
                    id: 'pnSearch.modal.saveRecentTitle',
                    message: 'Save this search',
                  })}
                  onClick={() => {
                    storage.addFavorite(item);
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
                    ? translate(
                        {
                          id: 'pnSearch.modal.removeFavorite',
                          message:
                            'Remove this search from favorites: {heading}',
                        },
                        {heading: item.heading},
                      )
                    : translate(
                        {
                          id: 'pnSearch.modal.removeRecent',
                          message: 'Remove this search from history: {heading}',
                        },
                        {heading: item.heading},
                      )
                }
                title={
                  favorite
                    ? translate({
                        id: 'pnSearch.modal.removeFavoriteTitle',
                        message: 'Remove this search from favorites',
                      })
                    : translate({
                        id: 'pnSearch.modal.removeRecentTitle',
                        message: 'Remove this search from history',
                      })
                }
                onClick={() => {
                  if (favorite) storage.removeFavorite(item.url);
                  else storage.removeRecent(item.url);
                  refresh();
                  input.current?.focus();
                }}>
                ×
              </button>
            </li>
          ))}
        </ul>
      </div>
    );

  let body: ReactNode;
  if (search.status === 'notBuilt') {
    body = <NotBuilt />;
  } else if (search.status === 'error') {
    body = <SearchError onRetry={search.retry} />;
  } else if (!searching) {
    body =
      favorites.length + recent.length > 0 ? (
        <div ref={storedList} onKeyDown={onStoredKeyDown}>
          {storedGroup(
            translate({id: 'pnSearch.modal.favorites', message: 'Favorites'}),
            favorites,
            true,
          )}
          {storedGroup(
            translate({id: 'pnSearch.modal.recent', message: 'Recent'}),
            recent,
            false,
          )}
        </div>
      ) : (
        <div ref={storedList} onKeyDown={onStoredKeyDown}>
          <Suggestions onSuggestion={changeQuery} onChoose={choose} />
        </div>
      );
  } else if (search.status === 'done' && search.nbHits === 0) {
    body = <NoResults query={query} onSuggestion={changeQuery} />;
  } else if (!showingHits) {
    // The first answer is on its way (the box shows a spinner).
    body = null;
  } else {
    const seeAll = `${searchPage}?q=${encodeURIComponent(query)}`;
    body = (
      <>
        <ResultOptions
          listId={listId}
          groups={groups}
          active={active}
          onActivate={setActive}
          onChoose={chooseOption}
        />
        <p className={styles.seeAll}>
          <a
            href={seeAll}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              go(seeAll);
            }}>
            <Translate
              id="pnSearch.modal.seeAll"
              values={{count: search.nbHits}}>
              {'See all {count} results'}
            </Translate>
          </a>
        </p>
      </>
    );
  }

  return (
    <>
      <div className={styles.dropdown}>{body}</div>
      <footer className={styles.footer}>
        <span>
          <kbd>↵</kbd>{' '}
          <Translate id="pnSearch.modal.select">to select</Translate>
        </span>
        <span>
          <kbd>↓</kbd> <kbd>↑</kbd>{' '}
          <Translate id="pnSearch.modal.navigate">to navigate</Translate>
        </span>
        <span>
          <kbd>esc</kbd>{' '}
          <Translate id="pnSearch.modal.close">to close</Translate>
        </span>
      </footer>
    </>
  );
}

// SearchBar re-renders on every keystroke and combobox change; this part
// only when its own props change.
export default memo(SearchModal);
