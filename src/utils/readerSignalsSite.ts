import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * What the reader's side needs of the site model (site.areas.ts), handed
 * over by docusaurus.config.ts as `customFields.readerSignals`, so no page
 * bundles the site model for it.
 */
export interface ReaderSignalsSite {
  /** The id of the guides' docs instance: its pages end with the rating. */
  guides: string;
  /** The contact page (below the base URL) and its name in this locale. */
  contact: {to: string; label: string};
}

/** The site's {@link ReaderSignalsSite}. */
export function useReaderSignalsSite(): ReaderSignalsSite {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields!.readerSignals as ReaderSignalsSite;
}
