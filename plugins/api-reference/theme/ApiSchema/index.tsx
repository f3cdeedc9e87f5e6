import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import ApiField from '@theme/ApiField';
import ApiFieldList from '@theme/ApiFieldList';
import ApiMarkdown from '@theme/ApiMarkdown';
import ApiStatic from '@theme/ApiStatic';
import type {Constraint, SchemaNode} from '../../types';
import styles from './styles.module.css';
import type {Props} from '@theme/ApiSchema';

/** A constraint in words, e.g. `≥ 1` or `max length 64`. */
function constraintText({kind, value = ''}: Constraint): string {
  switch (kind) {
    case 'minimum':
      return `≥ ${value}`;
    case 'maximum':
      return `≤ ${value}`;
    case 'minLength':
      return translate(
        {id: 'theme.api.constraint.minLength', message: 'min length {value}'},
        {value},
      );
    case 'maxLength':
      return translate(
        {id: 'theme.api.constraint.maxLength', message: 'max length {value}'},
        {value},
      );
    case 'minItems':
      return translate(
        {id: 'theme.api.constraint.minItems', message: 'min items {value}'},
        {value},
      );
    case 'maxItems':
      return translate(
        {id: 'theme.api.constraint.maxItems', message: 'max items {value}'},
        {value},
      );
    case 'pattern':
      return translate(
        {id: 'theme.api.constraint.pattern', message: 'pattern {value}'},
        {value},
      );
    case 'uniqueItems':
      return translate({
        id: 'theme.api.constraint.uniqueItems',
        message: 'unique items',
      });
    case 'readOnly':
      return translate({
        id: 'theme.api.constraint.readOnly',
        message: 'read-only',
      });
    case 'writeOnly':
      return translate({
        id: 'theme.api.constraint.writeOnly',
        message: 'write-only',
      });
  }
}

/** Allowed values, default, example and constraints of one schema. */
function Facts({node}: {node: SchemaNode}): ReactNode {
  return (
    <>
      {node.enum && (
        <p className={styles.fact}>
          <Translate id="theme.api.allowedValues">Allowed values:</Translate>{' '}
          {node.enum.map((value, index) => (
            <React.Fragment key={value}>
              {index > 0 && ' '}
              <code className={styles.value}>{value}</code>
            </React.Fragment>
          ))}
        </p>
      )}
      {node.defaultValue !== undefined && (
        <p className={styles.fact}>
          <Translate id="theme.api.default">Default:</Translate>{' '}
          <code className={styles.value}>{node.defaultValue}</code>
        </p>
      )}
      {node.example !== undefined && (
        <p className={styles.fact}>
          <Translate id="theme.api.example">Example:</Translate>{' '}
          <code className={styles.value}>{node.example}</code>
        </p>
      )}
      {node.constraints.length > 0 && (
        <p className={styles.fact}>
          {node.constraints.map(constraintText).join(' · ')}
        </p>
      )}
    </>
  );
}

/** Properties, map values and alternatives of an object schema. */
function Children({node}: {node: SchemaNode}): ReactNode {
  return (
    <>
      {node.properties && node.properties.length > 0 && (
        <ApiFieldList>
          {node.properties.map((property) => (
            <ApiField
              key={property.name}
              name={property.name}
              node={property.node}
              required={property.required}
            />
          ))}
        </ApiFieldList>
      )}
      {node.additionalProperties && (
        <ApiFieldList>
          <ApiField
            name={translate({
              id: 'theme.api.anyKey',
              message: '{any key}',
              description: 'Name of the values of a map',
            })}
            node={node.additionalProperties}
          />
        </ApiFieldList>
      )}
      {node.variants && (
        <div className={styles.variants}>
          <p className={styles.fact}>
            {node.variants.kind === 'oneOf' ? (
              <Translate id="theme.api.oneOf">Exactly one of:</Translate>
            ) : (
              <Translate id="theme.api.anyOf">One or more of:</Translate>
            )}
          </p>
          <ol>
            {node.variants.nodes.map((variant, index) => (
              // Variants have no stable key other than their position.
              <li key={index}>
                <span className={styles.type}>{variant.type}</span>
                <ApiMarkdown html={variant.descriptionHtml} />
                <Facts node={variant} />
                <Children node={variant} />
              </li>
            ))}
          </ol>
        </div>
      )}
    </>
  );
}

/** A schema as a nested list of properties, all in the server-rendered HTML. */
export default function ApiSchema({node, part = 'all'}: Props): ReactNode {
  if (part === 'facts') {
    return <Facts node={node} />;
  }
  if (part === 'children') {
    return <Children node={node} />;
  }
  // A body schema is the largest static part of a page: not hydrated.
  return (
    <ApiStatic className={styles.schema}>
      <p className={styles.root}>
        <span className={styles.type}>{node.type}</span>
      </p>
      <ApiMarkdown html={node.descriptionHtml} />
      <Facts node={node} />
      <Children node={node} />
    </ApiStatic>
  );
}
