/** Recent and favourite searches, kept in localStorage. */
export interface StoredSearch {
  url: string;
  lvl0: string;
  title: string;
  heading: string;
  path: string[];
}

export const RECENT_KEY = 'pn-search-recent';
export const FAVORITE_KEY = 'pn-search-favorites';
const LIMIT = 5;

function read(key: string): StoredSearch[] {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as StoredSearch[]) : [];
  } catch {
    return [];
  }
}

function write(key: string, items: StoredSearch[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(items));
  } catch {
    // Storage full or disabled: recent searches are a convenience.
  }
}

export const getRecent = (): StoredSearch[] => read(RECENT_KEY);
export const getFavorites = (): StoredSearch[] => read(FAVORITE_KEY);

/** Records a chosen result (newest first), unless it is a favourite already. */
export function addRecent(item: StoredSearch): void {
  if (getFavorites().some((favorite) => favorite.url === item.url)) return;
  write(
    RECENT_KEY,
    [item, ...getRecent().filter((recent) => recent.url !== item.url)].slice(
      0,
      LIMIT,
    ),
  );
}

export function removeRecent(url: string): void {
  write(
    RECENT_KEY,
    getRecent().filter((item) => item.url !== url),
  );
}

/** Moves a recent search to the favourites. */
export function addFavorite(item: StoredSearch): void {
  removeRecent(item.url);
  write(
    FAVORITE_KEY,
    [
      item,
      ...getFavorites().filter((favorite) => favorite.url !== item.url),
    ].slice(0, LIMIT),
  );
}

export function removeFavorite(url: string): void {
  write(
    FAVORITE_KEY,
    getFavorites().filter((item) => item.url !== url),
  );
}
