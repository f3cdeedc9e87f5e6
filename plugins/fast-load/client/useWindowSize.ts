/**
 * Replaces `@docusaurus/theme-common/lib/hooks/useWindowSize.js` (3.10; same
 * export, same values): the first update after hydration, from `"ssr"` to
 * the real size, is a transition; a resize still updates at once.
 *
 * Why: the docs page layout, the sidebars and the navbar read the window
 * size, and the first update comes right after hydration. As a default update
 * React renders it in one blocking task; as a transition it is rendered in
 * short slices (with this fork and the other post-hydration transitions,
 * the longest boot task at 4× CPU is 30 ms instead of 41 on a guide and 31
 * instead of 49 on an API page: packages/docusaurus-seams/measured.md).
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
