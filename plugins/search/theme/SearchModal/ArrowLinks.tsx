/**
 * What the dialog shows before anything is typed (stored searches, or
 * suggestions and the most-used pages) as links reached with the arrow
 * keys: ↓ from the search box moves to the first link, ↓ ↑ move between
 * them, ↑ from the first one or typing goes back to the box.
 */
import {
  useImperativeHandle,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';

export interface ArrowLinksHandle {
  /** Focuses the first link; whether there was one. */
  focusFirst(): boolean;
}

export default function ArrowLinks({
  ref,
  onLeave,
  children,
}: {
  ref: Ref<ArrowLinksHandle>;
  /** Back to the search box. */
  onLeave(): void;
  children: ReactNode;
}): ReactNode {
  const list = useRef<HTMLDivElement>(null);
  const links = () =>
    Array.from(list.current?.querySelectorAll('a') ?? []) as HTMLElement[];
  useImperativeHandle(ref, () => ({
    focusFirst() {
      const first = links()[0];
      first?.focus();
      return Boolean(first);
    },
  }));

  const onKeyDown = (event: KeyboardEvent) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (at < 0 || (at === 0 && step < 0)) onLeave();
      else all[(at + step) % all.length]?.focus();
    } else if (
      event.key.length === 1 &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      onLeave();
    }
  };

  return (
    <div ref={list} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
