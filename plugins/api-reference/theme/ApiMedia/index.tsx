import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import ApiExample from '@theme/ApiExample';
import ApiSchema from '@theme/ApiSchema';
import type {Props} from '@theme/ApiMedia';
import styles from './styles.module.css';

/** A body in one media type: its schema and example. */
export default function ApiMedia({media, idPrefix}: Props): ReactNode {
  return (
    <div className={styles.media}>
      <p className={styles.label}>
        <Translate
          id="theme.api.contentType"
          values={{mediaType: <code>{media.mediaType}</code>}}>
          {'Content type: {mediaType}'}
        </Translate>
      </p>
      {media.schema && <ApiSchema node={media.schema} />}
      {media.example !== undefined && (
        <div className={styles.example} id={`${idPrefix}-example`}>
          <p className={styles.label}>
            <Translate id="theme.api.exampleTitle">Example</Translate>
          </p>
          <ApiExample language={media.exampleLanguage} code={media.example} />
        </div>
      )}
    </div>
  );
}
