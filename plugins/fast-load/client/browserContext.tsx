/**
 * Replaces `@docusaurus/core/lib/client/browserContext.js` (3.10; same
 * exports): `isBrowser` turns true in a transition instead of a default
 * update.
 *
 * Why: the flip runs right after hydration and re-renders every
 * `useIsBrowser()` user (sidebar categories, the colour toggle, …). As a
 * default update React renders it in one blocking task; as a transition it is
 * rendered in 5 ms slices that yield to input and painting.
 */
import {
  createContext,
  startTransition,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({
  children,
}: {
  children: ReactNode;
}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
