import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export interface HomeCard {
  title: string;
  to: string;
  description: string;
}

export default function HomeCards({cards}: {cards: HomeCard[]}): ReactNode {
  return (
    // Navigation only: the cards repeat other pages' titles and blurbs, so
    // search (plugins/search) leaves them out of its index.
    <ul className={styles.grid} data-search-exclude>
      {cards.map((card) => (
        <li key={card.to}>
          <Link to={card.to} className={styles.card}>
            <Heading as="h2" className={styles.title}>
              {card.title}
            </Heading>
            <p className={styles.description}>{card.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
