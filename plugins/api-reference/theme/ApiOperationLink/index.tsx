import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ApiMethodBadge from '../ApiMethodBadge';
import styles from './styles.module.css';

export interface Props {
  method: string;
  path: string;
  to: string;
  title: string;
}

/** A line of the operation list on the introduction page. */
export default function ApiOperationLink({
  method,
  path,
  to,
  title,
}: Props): ReactNode {
  return (
    <Link to={to} className={styles.link}>
      <ApiMethodBadge method={method} />
      <span className={styles.title}>{title}</span>
      <code className={styles.path}>{path}</code>
    </Link>
  );
}
