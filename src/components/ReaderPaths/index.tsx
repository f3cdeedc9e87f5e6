import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export interface ReaderPath {
  /** Who reads ("Sellers"). */
  reader: string;
  /** One sentence: what these readers find here. */
  summary: string;
  links: {label: string; to: string}[];
}

/** Where each kind of reader starts: a column per reader with its guides. */
export default function ReaderPaths({paths}: {paths: ReaderPath[]}): ReactNode {
  return (
    <div className={styles.grid}>
      {paths.map((path) => (
        <section key={path.reader} className={styles.path}>
          <Heading as="h3" className={styles.reader}>
            {path.reader}
          </Heading>
          <p className={styles.summary}>{path.summary}</p>
          <ul className={styles.links}>
            {path.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
