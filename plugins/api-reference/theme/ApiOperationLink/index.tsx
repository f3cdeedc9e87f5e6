import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ApiMethodBadge from '@theme/ApiMethodBadge';
import styles from './styles.module.css';
import type {Props} from '@theme/ApiOperationLink';

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
