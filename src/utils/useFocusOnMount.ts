import {useEffect, useRef} from 'react';

/**
 * A ref whose element takes the focus when it appears: the next step of a
 * form, or its thank-you line, replaces what had the focus, so the focus
 * moves there rather than falling back to the page.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
