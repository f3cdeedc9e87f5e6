import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

export default function SearchBar(): ReactNode {
  return (
    <Link to="/search" className="button button--secondary button--sm">
      Search docs
    </Link>
  );
}
