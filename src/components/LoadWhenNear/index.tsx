import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type HTMLAttributes,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import {flushSync} from 'react-dom';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** A component whose code is its own chunk, loaded on demand. */
export interface NearComponent<P> {
  /** Loads the chunk (once). */
  load(): Promise<ComponentType<P>>;
  /** The component once loaded. */
  loaded(): ComponentType<P> | undefined;
  Lazy: LazyExoticComponent<ComponentType<P>>;
}

export function lazyWhenNear<P>(
  load: () => Promise<{default: ComponentType<P>}>,
): NearComponent<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((module) => (component = module.default)));
  return {
    load: loadOnce,
    loaded: () => component,
    Lazy: lazy(() => loadOnce().then((loaded) => ({default: loaded}))),
  };
}

/** How near, below the screen, counts as near (the chunk is small: a scroll away is enough). */
const NEAR_MARGIN = '0px 0px 200px 0px';
/** What the reader reaches for the box with. */
const INTENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** What the reader did to the server's HTML before its code arrived: kept across the swap. */
interface Snapshot {
  values: (string | boolean)[];
  open: boolean[];
  focus: number;
}

const FIELDS = 'input, textarea, select';

function take(box: HTMLElement): Snapshot {
  const fields = Array.from(box.querySelectorAll<HTMLInputElement>(FIELDS));
  return {
    values: fields.map((field) =>
      field.type === 'checkbox' || field.type === 'radio'
        ? field.checked
        : field.value,
    ),
    open: Array.from(box.querySelectorAll('details')).map(
      (details) => details.open,
    ),
    focus: Array.from(box.querySelectorAll('*')).indexOf(
      document.activeElement!,
    ),
  };
}

function restore(box: HTMLElement, snapshot: Snapshot): void {
  box.querySelectorAll<HTMLInputElement>(FIELDS).forEach((field, index) => {
    const value = snapshot.values[index];
    if (typeof value === 'boolean') field.checked = value;
    else if (value !== undefined) field.value = value;
  });
  box.querySelectorAll('details').forEach((details, index) => {
    details.open = snapshot.open[index] ?? details.open;
  });
  if (snapshot.focus >= 0) {
    box.querySelectorAll<HTMLElement>('*')[snapshot.focus]?.focus();
  }
}

/**
 * A component whose code a page does not load with its first visit: the
 * server renders it whole (its chunk resolves during the render), so the
 * page's HTML has it and its forms work as plain forms. While the page
 * hydrates, React keeps that HTML as it is (as build-kit's ServerHtml
 * does) and hydrates nothing in it; once the box comes within
 * {@link NEAR_MARGIN} of the screen, or the reader points at, touches or
 * tabs into it, the chunk loads and the component replaces the HTML (once
 * no press in it is pending), with what the reader typed, ticked or opened
 * and where the focus was. After a client-side navigation it renders as
 * soon as its chunk is there.
 */
export default function LoadWhenNear<P extends object>({
  component,
  props,
  ...attributes
}: Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  component: NearComponent<P>;
  props: P;
}): ReactNode {
  const isBrowser = useIsBrowser();
  const [kept, setKept] = useState(
    () =>
      Boolean(process.env.HYDRATE_CLIENT_ENTRY) &&
      ExecutionEnvironment.canUseDOM &&
      !isBrowser &&
      !component.loaded(),
  );
  // The loaded component, from the moment it replaces the server's HTML.
  const [Loaded, setLoaded] = useState(() => component.loaded());
  const ref = useRef<HTMLDivElement>(null);
  const snapshot = useRef<Snapshot | null>(null);

  useEffect(() => {
    const box = ref.current;
    if (!kept || !box) return undefined;
    const listening = new AbortController();
    const {signal} = listening;
    let asked = false;
    let arrived: ComponentType<P> | undefined;
    // A press in the box (pointer or key) not yet released: the HTML stays
    // until it is, or the click it makes lands on HTML that is gone and the
    // reader's first click does nothing.
    let pressed = false;
    const swap = () => {
      const loaded = arrived;
      if (!loaded || pressed || signal.aborted) return;
      // Read and replaced in one task: nothing the reader does falls between.
      flushSync(() => {
        snapshot.current = take(box);
        setLoaded(() => loaded);
        setKept(false);
      });
    };
    const near = () => {
      if (asked) return;
      asked = true;
      component.load().then(
        (loaded) => {
          arrived = loaded;
          swap();
        },
        // The code did not arrive: the plain forms still work.
        () => undefined,
      );
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) near();
            },
            {rootMargin: NEAR_MARGIN},
          )
        : null;
    if (observer) observer.observe(box);
    else near();
    for (const intent of INTENTS) {
      box.addEventListener(intent, near, {passive: true, signal});
    }
    for (const press of ['pointerdown', 'keydown']) {
      box.addEventListener(press, () => (pressed = true), {signal});
    }
    // After the release's own click or key has done its work.
    const release = () => {
      if (!pressed) return;
      pressed = false;
      setTimeout(swap);
    };
    for (const end of ['pointerup', 'pointercancel', 'keyup']) {
      window.addEventListener(end, release, {capture: true, signal});
    }
    window.addEventListener('blur', release, {signal});
    return () => {
      observer?.disconnect();
      listening.abort();
    };
  }, [kept, component]);

  useLayoutEffect(() => {
    const box = ref.current;
    if (kept || !box || !snapshot.current) return;
    restore(box, snapshot.current);
    snapshot.current = null;
  }, [kept]);

  if (kept) {
    return (
      <div
        key="server"
        {...attributes}
        ref={ref}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{__html: ''}}
      />
    );
  }
  return (
    <div key="live" {...attributes} ref={ref}>
      {Loaded ? (
        <Loaded {...props} />
      ) : (
        <Suspense fallback={null}>
          <component.Lazy {...props} />
        </Suspense>
      )}
    </div>
  );
}
