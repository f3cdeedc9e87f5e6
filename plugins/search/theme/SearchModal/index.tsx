/**
 * The inside of the search dialog below the search box: recent and
 * favourite searches, results as you type, and the empty and error states.
 * The box and its combobox keys belong to the dialog (SearchBar and
 * useCombobox), which loads this component lazily; this part tells the
 * combobox what it shows and what choosing an option does.
 */
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate from '@docusaurus/Translate';
import {
  NoResults,
  NotBuilt,
  SearchError,
  Suggestions,
} from '@theme/SearchStates';
import type {Props} from '@theme/SearchModal';
import {
  AREA_PARAM,
  onPlainClick,
  usePageArea,
  useSearch,
  useSearchClient,
  useSearchData,
  useSearchStorage,
  type StoredSearch,
} from '@paynow-docs/search/client';
import ArrowLinks, {type ArrowLinksHandle} from './ArrowLinks.tsx';
import Results, {groupByArea, storedOf, type Option} from './Results.tsx';
import StoredSearches from './StoredSearches.tsx';
import styles from './styles.module.css';

/** Pages in the dialog (each with up to three sections beneath). */
const MODAL_HITS = 8;

function Footer(): ReactNode {
  return (
    <footer className={styles.footer}>
      <span>
        <kbd>↵</kbd> <Translate id="pnSearch.modal.select">to select</Translate>
      </span>
      <span>
        <kbd>↓</kbd> <kbd>↑</kbd>{' '}
        <Translate id="pnSearch.modal.navigate">to navigate</Translate>
      </span>
      <span>
        <kbd>esc</kbd> <Translate id="pnSearch.modal.close">to close</Translate>
      </span>
    </footer>
  );
}

function SearchModal({
  open,
  query,
  onQueryChange,
  combobox,
  active,
  onClose,
}: Props): ReactNode {
  const data = useSearchData();
  const client = useSearchClient();
  const storage = useSearchStorage();
  const history = useHistory();
  const searchPage = useBaseUrl(`/${data.searchPagePath}`);
  const [storageVersion, setStorageVersion] = useState(0);
  // The area of the page being read breaks ties between results.
  const area = usePageArea();
  const search = useSearch(query, MODAL_HITS, area);
  const listId = useId();
  const links = useRef<ArrowLinksHandle>(null);
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

  // Nothing typed: no hits (useSearch's empty list, the same one each time).
  const {hits} = search;
  const {groups, options} = useMemo(() => groupByArea(hits), [hits]);
  const showingHits = options.length > 0 && search.status !== 'error';

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
  const chooseOption = useCallback(
    (option: Option) => choose(storedOf(option)),
    [choose],
  );

  const busy = searching && search.status === 'loading';
  useEffect(() => {
    combobox.show({
      listId: showingHits ? listId : undefined,
      count: showingHits ? options.length : 0,
      busy,
    });
  }, [combobox, showingHits, listId, options.length, busy]);
  useEffect(() => {
    combobox.handle({
      choose: (index) => {
        const option = options[index];
        if (option) chooseOption(option);
      },
      enter: () => !searching && (links.current?.focusFirst() ?? false),
    });
  }, [combobox, options, chooseOption, searching]);

  let body: ReactNode;
  if (search.status === 'notBuilt') {
    body = <NotBuilt />;
  } else if (search.status === 'error') {
    body = <SearchError onRetry={search.retry} />;
  } else if (!searching) {
    body = (
      <ArrowLinks ref={links} onLeave={combobox.focusBox}>
        {favorites.length + recent.length > 0 ? (
          <StoredSearches
            idPrefix={listId}
            favorites={favorites}
            recent={recent}
            storage={storage}
            onChoose={choose}
            onChange={(removed) => {
              setStorageVersion((value) => value + 1);
              if (removed) combobox.focusBox();
            }}
          />
        ) : (
          <Suggestions onSuggestion={onQueryChange} onChoose={choose} />
        )}
      </ArrowLinks>
    );
  } else if (search.status === 'done' && search.nbHits === 0) {
    body = (
      <NoResults
        query={query}
        closest={search.closest}
        onSuggestion={onQueryChange}
        onGo={go}
      />
    );
  } else if (!showingHits) {
    // The first answer is on its way (the box shows a spinner).
    body = null;
  } else {
    const seeAll = `${searchPage}?q=${encodeURIComponent(query)}${
      area === undefined ? '' : `&${AREA_PARAM}=${encodeURIComponent(area)}`
    }`;
    body = (
      <>
        <Results
          listId={listId}
          groups={groups}
          active={active}
          onActivate={combobox.setActive}
          onChoose={chooseOption}
        />
        <p className={styles.seeAll}>
          <a href={seeAll} onClick={onPlainClick(() => go(seeAll))}>
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
      <Footer />
    </>
  );
}

// SearchBar re-renders on every keystroke and combobox change; this part
// only when its own props change.
export default memo(SearchModal);
