import type {ReactNode} from 'react';
import ApiMethodBadge from '@theme/ApiMethodBadge';
import type {Props} from '@theme/ApiEndpoint';
import styles from './styles.module.css';

/** An operation's method and path (and what follows them, such as a badge). */
export default function ApiEndpoint({
  method,
  path,
  children,
}: Props): ReactNode {
  return (
    <p className={styles.endpoint}>
      <ApiMethodBadge method={method} />{' '}
      <code className={styles.path}>{path}</code>
      {children}
    </p>
  );
}
