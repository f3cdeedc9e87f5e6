import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {SchemaNode, SchemaProperty} from '../../types';
import styles from './styles.module.css';

/** Description HTML rendered from Markdown at build time. */
export function Html({
  html,
  className,
}: {
  html?: string;
  className?: string;
}): ReactNode {
  if (!html) {
    return null;
  }
  return (
    <div
      className={clsx(styles.html, className)}
      dangerouslySetInnerHTML={{__html: html}}
    />
  );
}

/** Description, allowed values, default, example and constraints of one schema. */
/** The type of a property, parameter or header. */
export function TypeName({type}: {type: string}): ReactNode {
  return <span className={styles.type}>{type}</span>;
}

/** "required" or "optional", the same beside a property, a parameter or a body. */
export function Requirement({required}: {required: boolean}): ReactNode {
  return required ? (
    <span className={styles.required}>required</span>
  ) : (
    <span className={styles.optional}>optional</span>
  );
}

export function SchemaFacts({node}: {node: SchemaNode}): ReactNode {
  return (
    <>
      <Html html={node.descriptionHtml} />
      {node.enum && (
        <p className={styles.fact}>
          Allowed values:{' '}
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
          Default: <code className={styles.value}>{node.defaultValue}</code>
        </p>
      )}
      {node.example !== undefined && (
        <p className={styles.fact}>
          Example: <code className={styles.value}>{node.example}</code>
        </p>
      )}
      {node.constraints.length > 0 && (
        <p className={styles.fact}>{node.constraints.join(' · ')}</p>
      )}
    </>
  );
}

function hasChildren(node: SchemaNode): boolean {
  return Boolean(
    node.properties?.length || node.additionalProperties || node.variants,
  );
}

function PropertyItem({
  property,
  depth,
}: {
  property: SchemaProperty;
  depth: number;
}): ReactNode {
  const {name, required, node} = property;
  return (
    <li className={styles.property}>
      <div className={styles.head}>
        <code className={styles.name}>{name}</code>
        <TypeName type={node.type} />
        <Requirement required={required} />
        {node.deprecated && (
          <span className={styles.deprecated}>deprecated</span>
        )}
      </div>
      <SchemaFacts node={node} />
      {hasChildren(node) && (
        <details className={styles.children}>
          <summary>
            Properties of <code>{name}</code>
          </summary>
          <SchemaChildren node={node} depth={depth + 1} />
        </details>
      )}
    </li>
  );
}

/** Properties, map values and alternatives of an object schema. */
function SchemaChildren({
  node,
  depth,
}: {
  node: SchemaNode;
  depth: number;
}): ReactNode {
  return (
    <>
      {node.properties && node.properties.length > 0 && (
        <ul className={styles.properties}>
          {node.properties.map((property) => (
            <PropertyItem
              key={property.name}
              property={property}
              depth={depth}
            />
          ))}
        </ul>
      )}
      {node.additionalProperties && (
        <ul className={styles.properties}>
          <li className={styles.property}>
            <div className={styles.head}>
              <code className={styles.name}>{'{any key}'}</code>
              <span className={styles.type}>
                {node.additionalProperties.type}
              </span>
            </div>
            <SchemaFacts node={node.additionalProperties} />
            {hasChildren(node.additionalProperties) && (
              <SchemaChildren
                node={node.additionalProperties}
                depth={depth + 1}
              />
            )}
          </li>
        </ul>
      )}
      {node.variants && (
        <div className={styles.variants}>
          <p className={styles.fact}>
            {node.variants.kind === 'oneOf'
              ? 'Exactly one of:'
              : 'One or more of:'}
          </p>
          <ol>
            {node.variants.nodes.map((variant, index) => (
              // Variants have no stable key other than their position.
              <li key={index}>
                <span className={styles.type}>{variant.type}</span>
                <SchemaFacts node={variant} />
                {hasChildren(variant) && (
                  <SchemaChildren node={variant} depth={depth + 1} />
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
    </>
  );
}

export interface Props {
  node: SchemaNode;
  /** Hide the description of the top-level schema (the caller already shows it). */
  hideDescription?: boolean;
}

/** A schema as a nested list of properties, all in the static HTML. */
export default function ApiSchema({node, hideDescription}: Props): ReactNode {
  return (
    <div className={styles.schema}>
      <p className={styles.root}>
        <span className={styles.type}>{node.type}</span>
      </p>
      {hideDescription ? null : <SchemaFacts node={node} />}
      <SchemaChildren node={node} depth={0} />
    </div>
  );
}
