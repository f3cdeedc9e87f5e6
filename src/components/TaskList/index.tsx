import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface Task {
  /** What the reader wants to do, as a link text ("Refund a buyer"). */
  label: string;
  /** The guide's section that does it (`/docs/…#anchor`). */
  to: string;
}

/** A short list of tasks, each a link straight to the section that does it. */
export default function TaskList({tasks}: {tasks: Task[]}): ReactNode {
  return (
    <ul className={styles.list}>
      {tasks.map((task) => (
        <li key={task.to}>
          <Link to={task.to} className={styles.task}>
            {task.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
