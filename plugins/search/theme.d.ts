declare module '@theme/SearchModal' {
  import type {ReactNode} from 'react';
  import type {ComboboxPort} from '@paynow-docs/search/client/combobox';

  export interface Props {
    /** Whether the dialog is open (the component is mounted earlier, to preload). */
    open: boolean;
    query: string;
    onQueryChange(query: string): void;
    /** The dialog's search box, a combobox (useCombobox): what this part shows and does on its keys. */
    combobox: ComboboxPort;
    /** Index of the active option of the results. */
    active: number;
    onClose(): void;
  }
  export default function SearchModal(props: Props): ReactNode;
}

declare module '@theme/SearchIcon' {
  import type {ReactNode} from 'react';

  export default function SearchIcon(props: {
    size: number;
    className?: string;
  }): ReactNode;
}

declare module '@theme/SearchHighlight' {
  import type {ReactNode} from 'react';
  import type {Segment} from '@paynow-docs/search-engine';

  export default function SearchHighlight(props: {
    segments: Segment[];
  }): ReactNode;
}

declare module '@theme/SearchResult' {
  import type {ReactNode} from 'react';
  import type {SearchHit, SearchSectionHit} from '@paynow-docs/search-engine';

  export interface Props {
    /** A page of the results. */
    hit: SearchHit;
    /** `option`: inside a result link of the dialog; `page`: a result of the search page (with its sections). */
    variant: 'option' | 'page';
    /** In the dialog: render this section of the page (an option of its own) instead of the page's row. */
    section?: SearchSectionHit;
  }
  export default function SearchResult(props: Props): ReactNode;
}

declare module '@theme/SearchPage' {
  import type {ReactNode} from 'react';

  export default function SearchPage(): ReactNode;
}

declare module '@theme/SearchStates' {
  import type {ReactNode} from 'react';
  import type {PageLink} from '@paynow-docs/search-engine';

  export function SearchError(props: {onRetry(): void}): ReactNode;
  export function NotBuilt(): ReactNode;
  export interface NoResultsProps {
    query: string;
    /** The closest words the index knows ("Did you mean …"), closest first. */
    closest?: readonly string[];
    onSuggestion(query: string): void;
    /** Follows the contact link inside the site (the dialog closes first); without it the link is plain. */
    onGo?(url: string): void;
  }
  export function NoResults(props: NoResultsProps): ReactNode;
  export interface SuggestionsProps {
    onSuggestion(query: string): void;
    onChoose?(page: PageLink): void;
  }
  /**
   * Before anything is typed: suggested searches and the most-used pages.
   * `onChoose` opens a page (the dialog closes itself first); without it the
   * pages are plain links.
   */
  export function Suggestions(props: SuggestionsProps): ReactNode;
}
