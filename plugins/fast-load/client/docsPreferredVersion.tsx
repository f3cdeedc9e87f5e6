/**
 * Replaces `@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js`
 * (3.10; same exports, same behaviour): the context's value changes only when
 * a preferred version does.
 *
 * Why: on mount, Docusaurus's provider sets its state to what it read from
 * storage, a new object even when nothing was stored, and its value is a new
 * array on every render: a default update right after hydration, rendered
 * in one blocking task (see useWindowSize.ts for what the post-hydration
 * transitions save). Here the state read from storage replaces the initial
 * one only when a version differs, and the value is memoized.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  useAllDocsData,
  useDocsData,
  type GlobalPluginData,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import {DEFAULT_PLUGIN_ID} from '@docusaurus/constants';
import {
  ReactContextError,
  createStorageSlot,
  useThemeConfig,
} from '@docusaurus/theme-common';

type Persistence = Parameters<typeof createStorageSlot>[1] extends
  {persistence?: infer P} | undefined
  ? P
  : never;

type State = {[pluginId: string]: {preferredVersionName: string | null}};

interface Api {
  savePreferredVersion: (pluginId: string, versionName: string) => void;
}

const storageKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;

const storage = {
  save(pluginId: string, persistence: Persistence, versionName: string) {
    createStorageSlot(storageKey(pluginId), {persistence}).set(versionName);
  },
  read(pluginId: string, persistence: Persistence) {
    return createStorageSlot(storageKey(pluginId), {persistence}).get();
  },
  clear(pluginId: string, persistence: Persistence) {
    createStorageSlot(storageKey(pluginId), {persistence}).del();
  },
};

/** No preferred version: storage cannot be read on the server. */
function initialState(pluginIds: string[]): State {
  return Object.fromEntries(
    pluginIds.map((id) => [id, {preferredVersionName: null}]),
  );
}

/** Each plugin's stored version; a stored one the site no longer has is removed. */
function readStorageState(
  pluginIds: string[],
  persistence: Persistence,
  allDocsData: {[pluginId: string]: GlobalPluginData},
): State {
  return Object.fromEntries(
    pluginIds.map((id) => {
      const stored = storage.read(id, persistence);
      if (
        allDocsData[id]!.versions.some((version) => version.name === stored)
      ) {
        return [id, {preferredVersionName: stored}];
      }
      storage.clear(id, persistence);
      return [id, {preferredVersionName: null}];
    }),
  );
}

function sameState(a: State, b: State): boolean {
  const ids = Object.keys(a);
  return (
    ids.length === Object.keys(b).length &&
    ids.every(
      (id) => a[id]?.preferredVersionName === b[id]?.preferredVersionName,
    )
  );
}

const Context = createContext<[State, Api] | null>(null);

function useContextValue(): [State, Api] {
  const allDocsData = useAllDocsData();
  const persistence = useThemeConfig().docs.versionPersistence as Persistence;
  const pluginIds = useMemo(() => Object.keys(allDocsData), [allDocsData]);
  const [state, setState] = useState(() => initialState(pluginIds));
  useEffect(() => {
    const stored = readStorageState(pluginIds, persistence, allDocsData);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage can only be read after hydration
    setState((current) => (sameState(current, stored) ? current : stored));
  }, [allDocsData, persistence, pluginIds]);
  const api = useMemo<Api>(
    () => ({
      savePreferredVersion(pluginId, versionName) {
        storage.save(pluginId, persistence, versionName);
        setState((current) => ({
          ...current,
          [pluginId]: {preferredVersionName: versionName},
        }));
      },
    }),
    [persistence],
  );
  return useMemo(() => [state, api], [state, api]);
}

export function DocsPreferredVersionContextProvider({
  children,
}: {
  children: ReactNode;
}): ReactNode {
  const value = useContextValue();
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

function useDocsPreferredVersionContext(): [State, Api] {
  const value = useContext(Context);
  if (!value) {
    throw new ReactContextError('DocsPreferredVersionContextProvider');
  }
  return value;
}

/** A plugin's preferred version (the last one visited); `null` before mount. */
export function useDocsPreferredVersion(pluginId: string = DEFAULT_PLUGIN_ID): {
  preferredVersion: GlobalVersion | null;
  savePreferredVersionName: (versionName: string) => void;
} {
  const docsData = useDocsData(pluginId);
  const [state, api] = useDocsPreferredVersionContext();
  const {preferredVersionName} = state[pluginId]!;
  const preferredVersion =
    docsData.versions.find(
      (version) => version.name === preferredVersionName,
    ) ?? null;
  const savePreferredVersionName = useCallback(
    (versionName: string) => api.savePreferredVersion(pluginId, versionName),
    [api, pluginId],
  );
  return {preferredVersion, savePreferredVersionName};
}

export function useDocsPreferredVersionByPluginId(): {
  [pluginId: string]: GlobalVersion | null;
} {
  const allDocsData = useAllDocsData();
  const [state] = useDocsPreferredVersionContext();
  return Object.fromEntries(
    Object.keys(allDocsData).map((id) => [
      id,
      allDocsData[id]!.versions.find(
        (version) => version.name === state[id]!.preferredVersionName,
      ) ?? null,
    ]),
  );
}
