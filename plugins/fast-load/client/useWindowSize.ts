/**
 * Replaces `@docusaurus/theme-common/lib/hooks/useWindowSize.js` (3.10; same
 * export, same values): the first update after hydration, from `"ssr"` to
 * the real size, is a transition; a resize still updates at once.
 *
 * Why: the docs page layout, the sidebars and the navbar read the window
 * size, and the first update comes right after hydration. As a default update
 * React renders it in one blocking task, and it reaches the page's hydration
 * boundaries (theme/HydrationBoundary) before they have hydrated, which makes
 * React hydrate each one at once, synchronously (one task over 100 ms at 4×
 * CPU on an API page). As a transition it is rendered in short slices, and
 * the boundaries keep hydrating in their own pieces.
 */
import {startTransition, useEffect, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** Infima's breakpoint, as in theme-common (JS and CSS must agree). */
const DESKTOP_BREAKPOINT = 996;

function getWindowSize(desktopBreakpoint: number): WindowSize {
  if (!ExecutionEnvironment.canUseDOM) {
    throw new Error(
      'getWindowSize() should only be called after React hydration',
    );
  }
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({
  desktopBreakpoint = DESKTOP_BREAKPOINT,
}: {desktopBreakpoint?: number} = {}): WindowSize {
  // A constant first value: the server's, so hydration matches.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    function updateWindowSize() {
      setWindowSize(getWindowSize(desktopBreakpoint));
    }
    startTransition(updateWindowSize);
    window.addEventListener('resize', updateWindowSize);
    return () => {
      window.removeEventListener('resize', updateWindowSize);
    };
  }, [desktopBreakpoint]);
  return windowSize;
}
