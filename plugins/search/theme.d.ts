declare module '@theme/SearchModal' {
  import type {ReactNode} from 'react';

  export interface Props {
    onClose(): void;
  }
  export default function SearchModal(props: Props): ReactNode;
}

declare module '@theme/SearchHighlight' {
  import type {ReactNode} from 'react';
  import type {Segment} from './types.ts';

  export default function SearchHighlight(props: {
    segments: Segment[];
  }): ReactNode;
}

declare module '@theme/SearchPage' {
  import type {ReactNode} from 'react';

  export default function SearchPage(): ReactNode;
}

declare module '@theme/SearchStates' {
  import type {ReactNode} from 'react';

  export function SearchError(props: {onRetry(): void}): ReactNode;
  export function NotBuilt(): ReactNode;
  export function NoResults(props: {
    query: string;
    onSuggestion(query: string): void;
  }): ReactNode;
}
