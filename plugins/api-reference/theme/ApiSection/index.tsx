import type {ReactNode} from 'react';
import type {Props} from '@theme/ApiSection';
import styles from './styles.module.css';

/** One part of an operation page (authorization, parameters, bodies, responses, callbacks). */
export default function ApiSection({children}: Props): ReactNode {
  return <section className={styles.section}>{children}</section>;
}
