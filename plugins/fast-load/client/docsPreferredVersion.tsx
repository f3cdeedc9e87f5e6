/**
 * Replaces `@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js`
 * (3.10; same exports, same behaviour): the docs' preferred version, read
 * from browser storage after mount.
 *
 * Why (a copy, as the module's context is private): the original sets its
 * state to a new object on mount even when storage holds nothing, and gives
 * its context a new `[state, api]` array on every render. Every consumer
 * re-renders right after hydration: the navbar's docs items and the docs
 * sidebar, which are regions hydrating on their own (HydrationBoundary), so
 * React hydrates them at once, in one synchronous task (12-30 ms at 4× CPU on
 * a guide). Here the mount keeps the state when storage agrees with it, and
 * the context value changes only with the state.
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
import {DEFAULT_PLUGIN_ID} from '@docusaurus/constants';
import {
  useAllDocsData,
  useDocsData,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import {
  ReactContextError,
  createStorageSlot,
  useThemeConfig,
} from '@docusaurus/theme-common';

type Persistence = 'localStorage' | 'none';

type PluginState = {preferredVersionName: string | null};
type State = Record<string, PluginState>;
type Api = {savePreferredVersion: (pluginId: string, name: string) => void};

const storageKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;

const storage = (pluginId: string, persistence: Persistence) =>
  createStorageSlot(storageKey(pluginId), {persistence});

const initialState = (pluginIds: readonly string[]): State =>
  Object.fromEntries(pluginIds.map((id) => [id, {preferredVersionName: null}]));

/** The stored state; a stored version the site no longer has is removed. */
function readStorageState(
  pluginIds: readonly string[],
  persistence: Persistence,
  allDocsData: ReturnType<typeof useAllDocsData>,
): State {
  return Object.fromEntries(
    pluginIds.map((id) => {
      const stored = storage(id, persistence).get();
      if (
        allDocsData[id]!.versions.some((version) => version.name === stored)
      ) {
        return [id, {preferredVersionName: stored}];
      }
      storage(id, persistence).del();
      return [id, {preferredVersionName: null}];
    }),
  );
}

const sameState = (a: State, b: State, pluginIds: readonly string[]) =>
  pluginIds.every(
    (id) => a[id]?.preferredVersionName === b[id]?.preferredVersionName,
  );

const Context = createContext<readonly [State, Api] | null>(null);

function useContextValue(): readonly [State, Api] {
  const allDocsData = useAllDocsData();
  const persistence = useThemeConfig().docs.versionPersistence as Persistence;
  const pluginIds = useMemo(() => Object.keys(allDocsData), [allDocsData]);
  // Storage cannot be read on the server: the state starts empty.
  const [state, setState] = useState(() => initialState(pluginIds));
  useEffect(() => {
    const stored = readStorageState(pluginIds, persistence, allDocsData);
    // Browser storage exists only after mount; an equal state is kept as it
    // is, so that the usual first visit renders nothing again.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState((current) =>
      sameState(current, stored, pluginIds) ? current : stored,
    );
  }, [allDocsData, persistence, pluginIds]);
  const api = useMemo<Api>(
    () => ({
      savePreferredVersion(pluginId, versionName) {
        storage(pluginId, persistence).set(versionName);
        setState((current) => ({
          ...current,
          [pluginId]: {preferredVersionName: versionName},
        }));
      },
    }),
    [persistence],
  );
  return useMemo(() => [state, api] as const, [state, api]);
}

export function DocsPreferredVersionContextProvider({
  children,
}: {
  children: ReactNode;
}): ReactNode {
  return (
    <Context.Provider value={useContextValue()}>{children}</Context.Provider>
  );
}

function useDocsPreferredVersionContext(): readonly [State, Api] {
  const value = useContext(Context);
  if (!value) {
    throw new ReactContextError('DocsPreferredVersionContextProvider');
  }
  return value;
}

/** The preferred version of a docs plugin: `null` before mount and when none is stored. */
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

export function useDocsPreferredVersionByPluginId(): Record<
  string,
  GlobalVersion | null
> {
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
