/**
 * Recent and favourite searches, shown before anything is typed. Each has
 * buttons of its own (save, remove), so they are links and buttons inside
 * ArrowLinks, not a listbox.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {
  onPlainClick,
  type SearchStorage,
  type StoredSearch,
} from '@paynow-docs/search/client';
import styles from './styles.module.css';

function actionLabels(favorite: boolean, heading: string) {
  return favorite
    ? {
        label: translate(
          {
            id: 'pnSearch.modal.removeFavorite',
            message: 'Remove this search from favorites: {heading}',
          },
          {heading},
        ),
        title: translate({
          id: 'pnSearch.modal.removeFavoriteTitle',
          message: 'Remove this search from favorites',
        }),
      }
    : {
        label: translate(
          {
            id: 'pnSearch.modal.removeRecent',
            message: 'Remove this search from history: {heading}',
          },
          {heading},
        ),
        title: translate({
          id: 'pnSearch.modal.removeRecentTitle',
          message: 'Remove this search from history',
        }),
      };
}

function StoredGroup({
  id,
  title,
  list,
  favorite,
  storage,
  onChoose,
  onChange,
}: {
  id: string;
  title: string;
  list: StoredSearch[];
  favorite: boolean;
  storage: SearchStorage;
  onChoose(item: StoredSearch): void;
  /** After a save or a removal; `removed`: the focused button is gone. */
  onChange(removed: boolean): void;
}): ReactNode {
  if (list.length === 0) return null;
  return (
    <div role="group" aria-labelledby={id} className={styles.group}>
      <div id={id} className={styles.source}>
        {title}
      </div>
      <ul className={styles.storedList}>
        {list.map((item) => {
          const remove = actionLabels(favorite, item.heading);
          return (
            <li key={item.url} className={styles.hit}>
              <a
                href={item.url}
                className={styles.hitLink}
                onClick={onPlainClick(() => onChoose(item))}>
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
                    onChange(false);
                  }}>
                  ☆
                </button>
              )}
              <button
                type="button"
                className={styles.action}
                aria-label={remove.label}
                title={remove.title}
                onClick={() => {
                  if (favorite) storage.removeFavorite(item.url);
                  else storage.removeRecent(item.url);
                  onChange(true);
                }}>
                ×
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export default function StoredSearches({
  idPrefix,
  favorites,
  recent,
  ...actions
}: {
  idPrefix: string;
  favorites: StoredSearch[];
  recent: StoredSearch[];
  storage: SearchStorage;
  onChoose(item: StoredSearch): void;
  onChange(removed: boolean): void;
}): ReactNode {
  return (
    <>
      <StoredGroup
        id={`${idPrefix}-favorites`}
        title={translate({
          id: 'pnSearch.modal.favorites',
          message: 'Favorites',
        })}
        list={favorites}
        favorite
        {...actions}
      />
      <StoredGroup
        id={`${idPrefix}-recent`}
        title={translate({id: 'pnSearch.modal.recent', message: 'Recent'})}
        list={recent}
        favorite={false}
        {...actions}
      />
    </>
  );
}
