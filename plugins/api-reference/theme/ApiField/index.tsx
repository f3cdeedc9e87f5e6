import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import ApiMarkdown from '@theme/ApiMarkdown';
import ApiRequirement from '@theme/ApiRequirement';
import ApiSchema from '@theme/ApiSchema';
import type {SchemaNode} from '../../types';
import styles from './styles.module.css';
import type {Props} from '@theme/ApiField';

function hasChildren(node: SchemaNode): boolean {
  return Boolean(
    node.properties?.length || node.additionalProperties || node.variants,
  );
}

/**
 * One row of a field list: a property of a schema, a parameter or a response
 * header. Name, type, requirement, description, the schema's facts, and its
 * own properties in a native `<details>` (no React state: it works before and
 * without hydration).
 */
export default function ApiField({
  name,
  node,
  required,
  deprecated,
  descriptionHtml,
}: Props): ReactNode {
  return (
    <li className={styles.field}>
      <div className={styles.head}>
        <code className={styles.name}>{name}</code>
        <span className={styles.type}>{node.type}</span>
        {required !== undefined && <ApiRequirement required={required} />}
        {(deprecated || node.deprecated) && (
          <span className={styles.deprecated}>
            <Translate
              id="theme.api.deprecated"
              description="Beside a deprecated field">
              deprecated
            </Translate>
          </span>
        )}
      </div>
      <ApiMarkdown html={descriptionHtml ?? node.descriptionHtml} />
      <ApiSchema node={node} part="facts" />
      {hasChildren(node) && (
        <details className={styles.children}>
          <summary>
            <Translate
              id="theme.api.properties"
              description="Summary of the nested properties of a field"
              values={{name: <code>{name}</code>}}>
              {'Properties of {name}'}
            </Translate>
          </summary>
          <ApiSchema node={node} part="children" />
        </details>
      )}
    </li>
  );
}
