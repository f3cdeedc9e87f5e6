/** Theme component of the Markdown export plugin (`@theme/CopyPage`). */
declare module '@theme/CopyPage' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** Route of the page (with the base URL); its Markdown is at `<route>.md`. */
    readonly permalink: string;
  }
  export default function CopyPage(props: Props): ReactNode;
}
