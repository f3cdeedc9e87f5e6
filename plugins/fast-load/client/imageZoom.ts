/**
 * Replaces `docusaurus-plugin-image-zoom/lib/zoom.js` (3.x; same behaviour):
 * medium-zoom is downloaded only on a page that has an image to zoom.
 *
 * Why: the original imports medium-zoom statically, so every page's entry
 * script carries it (and evaluates it at boot), although most guides have no
 * image in their article. Here, as in the original, the images of
 * `themeConfig.zoom.selector` are attached a second after each route renders
 * (and the previous route's detached); the library is imported then, and
 * only when the page has such an image.
 */
import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';

interface ZoomConfig {
  selector?: string;
  background?: {light?: string; dark?: string};
  config?: Record<string, unknown>;
}

type Zoom = {
  detach(): void;
  update(options: {background: string}): void;
};

/** The original's delay: the route's images are in the page by then. */
const ATTACH_DELAY_MS = 1000;

const zoom = (siteConfig.themeConfig as {zoom?: ZoomConfig}).zoom;
let attached: Zoom | undefined;
let observing = false;

function background(): string {
  return document.querySelector('html[data-theme="dark"]')
    ? (zoom?.background?.dark ?? 'rgb(50, 50, 50)')
    : (zoom?.background?.light ?? 'rgb(255, 255, 255)');
}

function observeColourMode(): void {
  if (observing) return;
  observing = true;
  new MutationObserver(() => {
    attached?.update({background: background()});
  }).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme'],
  });
}

function attachLater(): void {
  if (!zoom) return;
  const selector = zoom.selector ?? '.markdown img';
  setTimeout(() => {
    attached?.detach();
    attached = undefined;
    if (!document.querySelector(selector)) return;
    void import('medium-zoom').then(({default: mediumZoom}) => {
      attached?.detach();
      attached = mediumZoom(selector, {
        ...zoom.config,
        background: background(),
      });
      observeColourMode();
    });
  }, ATTACH_DELAY_MS);
}

const clientModule: ClientModule = {
  // Also called for the first route, once it has rendered.
  onRouteDidUpdate: attachLater,
};

export default clientModule;
