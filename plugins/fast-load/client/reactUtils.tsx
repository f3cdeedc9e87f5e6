/**
 * Replaces `@docusaurus/theme-common/lib/utils/reactUtils.js` (3.10; same
 * exports, same behaviour): `useShallowMemoObject` orders the keys with a
 * plain comparison instead of `localeCompare`.
 *
 * Why: the first `localeCompare` of a page builds the browser's ICU collator,
 * 12–15 ms of main thread (50–60 ms at 4× CPU), and every code block calls
 * this while it hydrates. The keys only need one fixed order.
 */
import {
  useCallback,
  useMemo,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

/** A callback with a stable identity that always calls the latest `callback`. */
export function useEvent<T extends (...args: never[]) => unknown>(
  callback: T,
): T {
  const ref = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  }, [callback]);
  return useCallback((...args: Parameters<T>) => ref.current(...args), []) as T;
}

/** `value` from the last render. */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  // eslint-disable-next-line react-hooks/refs -- the hook's contract: the last render's value
  return ref.current;
}

/** A hook called outside its provider; the hook's name comes from the stack. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    this.message = `Hook ${
      this.stack?.split('\n')[1]?.match(/at (?:\w+\.)?(?<name>\w+)/)?.groups
        ?.name ?? ''
    } is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}

/** `obj` itself while its keys and values stay the same. */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj);
  deps.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // eslint-disable-next-line react-hooks/use-memo, react-hooks/exhaustive-deps -- the entries are the dependencies, as in theme-common
  return useMemo(() => obj, deps.flat());
}

/** One provider from several that take only `children`, the first outermost. */
export function composeProviders(
  providers: ComponentType<{children: ReactNode}>[],
): ComponentType<{children: ReactNode}> {
  return function ComposedProviders({children}: {children: ReactNode}) {
    return (
      <>
        {providers.reduceRight(
          (element, CurrentProvider) => (
            <CurrentProvider>{element}</CurrentProvider>
          ),
          children,
        )}
      </>
    );
  };
}
