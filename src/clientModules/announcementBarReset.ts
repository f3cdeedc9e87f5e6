// Docusaurus's inline script hides the announcement bar before hydration when
// it was dismissed, without looking at the bar's id; its React state then
// resets the dismissal for a new id, but the page keeps the "dismissed" flag
// until the next full load. Clearing the flag here shows a bar with a new id on
// the very first load after it is deployed.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

const ID_STORAGE_KEY = 'docusaurus.announcement.id';
const DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

function readStoredId(): string | null {
  try {
    return localStorage.getItem(ID_STORAGE_KEY);
  } catch {
    return null;
  }
}

if (ExecutionEnvironment.canUseDOM) {
  const announcementBar = (
    siteConfig.themeConfig as {announcementBar?: {id: string}}
  ).announcementBar;
  const root = document.documentElement;
  if (
    announcementBar &&
    root.getAttribute(DISMISSED_ATTRIBUTE) === 'true' &&
    readStoredId() !== announcementBar.id
  ) {
    root.setAttribute(DISMISSED_ATTRIBUTE, 'false');
  }
}
