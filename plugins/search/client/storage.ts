/**
 * Recent and favourite searches, kept in localStorage. Storage is input
 * like any other (another script, an extension or an old version of the
 * site may have written it), so every read is validated: a bad entry is
 * dropped, never rendered, and never becomes a link off the site.
 */
import {PLUGIN_NAME} from '../constants.ts';

export interface StoredSearch {
  url: string;
  lvl0: string;
  title: string;
  heading: string;
  path: string[];
}

export const RECENT_KEY = `${PLUGIN_NAME}-recent`;
export const FAVORITE_KEY = `${PLUGIN_NAME}-favorites`;
/** Entries kept (and shown) per list. */
export const STORED_LIMIT = 5;
/** Longest text of an entry, in characters. */
const TEXT_LIMIT = 300;
/** Headings below the page title kept per entry. */
const PATH_LIMIT = 4;
/** A stored value longer than this is not even parsed: five entries never need it. */
const RAW_LIMIT = 20_000;
/** Any origin will do: only whether a URL stays on it matters. */
const PROBE_ORIGIN = 'https://site.invalid';

/**
 * Whether `url` is a path of this site under its base URL (`/base/docs/x#y`):
 * no other host (`//evil.example`, `https://…`), no scheme (`javascript:`),
 * no backslashes or control characters, which browsers read as slashes or drop.
 */
export function isSitePath(url: unknown, baseUrl: string): url is string {
  if (
    typeof url !== 'string' ||
    url.length > TEXT_LIMIT ||
    !url.startsWith(baseUrl) ||
    url.startsWith('//') ||
    // eslint-disable-next-line no-control-regex -- control characters are what it rejects
    /[\\\u0000-\u0020\u007f]/.test(url)
  ) {
    return false;
  }
  try {
    const parsed = new URL(url, PROBE_ORIGIN);
    return (
      parsed.origin === PROBE_ORIGIN && parsed.pathname.startsWith(baseUrl)
    );
  } catch {
    return false;
  }
}

function isText(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.trim() !== '' &&
    value.length <= TEXT_LIMIT
  );
}

/** The entry with only the fields it should have, or null when it is not one. */
export function toStoredSearch(
  value: unknown,
  baseUrl: string,
): StoredSearch | null {
  if (typeof value !== 'object' || value === null) return null;
  const {url, lvl0, title, heading, path} = value as Record<string, unknown>;
  if (
    !isSitePath(url, baseUrl) ||
    !isText(lvl0) ||
    !isText(title) ||
    !isText(heading) ||
    !Array.isArray(path) ||
    path.length > PATH_LIMIT ||
    !path.every(isText)
  ) {
    return null;
  }
  return {url, lvl0, title, heading, path: [...path]};
}

/** The valid entries of a stored value, first ones first, one per URL, at most {@link STORED_LIMIT}. */
export function parseStored(
  raw: string | null,
  baseUrl: string,
): StoredSearch[] {
  if (!raw || raw.length > RAW_LIMIT) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const entries: StoredSearch[] = [];
  for (const item of value) {
    const entry = toStoredSearch(item, baseUrl);
    if (entry && !entries.some((other) => other.url === entry.url)) {
      entries.push(entry);
      if (entries.length === STORED_LIMIT) break;
    }
  }
  return entries;
}

export interface SearchStorage {
  getRecent(): StoredSearch[];
  getFavorites(): StoredSearch[];
  /** Records a chosen result (newest first), unless it is a favourite already. */
  addRecent(item: StoredSearch): void;
  removeRecent(url: string): void;
  /** Moves a recent search to the favourites. */
  addFavorite(item: StoredSearch): void;
  removeFavorite(url: string): void;
}

/**
 * The recent and favourite searches of a site served under `baseUrl`.
 * @param storage localStorage, or a stand-in in tests; reads and writes that
 *   throw (storage disabled or full) leave the lists empty or unchanged.
 */
export function createSearchStorage(
  baseUrl: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): SearchStorage {
  const read = (key: string): StoredSearch[] => {
    try {
      return parseStored(storage.getItem(key), baseUrl);
    } catch {
      return [];
    }
  };
  const write = (key: string, items: StoredSearch[]): void => {
    try {
      storage.setItem(key, JSON.stringify(items.slice(0, STORED_LIMIT)));
    } catch {
      // Storage full or disabled: recent searches are a convenience.
    }
  };
  const without = (key: string, url: string) =>
    read(key).filter((item) => item.url !== url);
  /** Puts `entry` first in the list at `key`, once. */
  const prepend = (key: string, entry: StoredSearch) =>
    write(key, [entry, ...without(key, entry.url)]);
  const removeRecent = (url: string) =>
    write(RECENT_KEY, without(RECENT_KEY, url));
  return {
    getRecent: () => read(RECENT_KEY),
    getFavorites: () => read(FAVORITE_KEY),
    addRecent(item) {
      const entry = toStoredSearch(item, baseUrl);
      if (!entry || read(FAVORITE_KEY).some(({url}) => url === entry.url))
        return;
      prepend(RECENT_KEY, entry);
    },
    removeRecent,
    addFavorite(item) {
      const entry = toStoredSearch(item, baseUrl);
      if (!entry) return;
      removeRecent(entry.url);
      prepend(FAVORITE_KEY, entry);
    },
    removeFavorite: (url) => write(FAVORITE_KEY, without(FAVORITE_KEY, url)),
  };
}
