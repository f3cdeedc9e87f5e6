import {useEffect, useRef} from 'react';

/**
 * A ref whose element gets `data-enhanced` once its component runs in the
 * browser: from then on its form is sent in place. Before (no JavaScript,
 * or its code still loading) the form posts as a plain form. Tests wait for
 * it; the server HTML never has it.
 */
export function useEnhanced<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.setAttribute('data-enhanced', '');
  });
  return ref;
}
