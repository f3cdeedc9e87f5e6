import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {Props} from '@theme/ApiExample';
import {useGrammar} from '../ApiCodeSamples/prismLanguages';
import styles from './styles.module.css';

/** An example body, highlighted once its grammar is there (see useGrammar). */
export default function ApiExample({language, code}: Props): ReactNode {
  const ref = useGrammar(language);
  return (
    <div ref={ref} className={styles.exampleCode}>
      <CodeBlock language={language}>{code}</CodeBlock>
    </div>
  );
}
