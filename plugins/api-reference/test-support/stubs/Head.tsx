import type {ReactNode} from 'react';

/** `@docusaurus/Head` (react-helmet) renders into the document head, not the page. */
export default function Head(): ReactNode {
  return null;
}
