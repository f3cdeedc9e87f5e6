import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import type {
  CallbackModel,
  MediaModel,
  OperationModel,
  ParameterModel,
  RequestBodyModel,
  ResponseModel,
  SecurityModel,
} from '../../types';
import ApiMethodBadge from '../ApiMethodBadge';
import ApiSchema, {
  Html,
  Requirement,
  SchemaFacts,
  TypeName,
} from '../ApiSchema';
import ApiCodeSamples from '../ApiCodeSamples';
import styles from './styles.module.css';

const LOCATIONS: [ParameterModel['in'], string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
];

function Parameters({parameters}: {parameters: ParameterModel[]}): ReactNode {
  return (
    <section className={styles.section}>
      <Heading as="h2" id="parameters">
        Parameters
      </Heading>
      {LOCATIONS.map(([location, title]) => {
        const list = parameters.filter(
          (parameter) => parameter.in === location,
        );
        if (list.length === 0) {
          return null;
        }
        return (
          <React.Fragment key={location}>
            <Heading as="h3" id={`${location}-parameters`}>
              {title}
            </Heading>
            <ul className={styles.parameters}>
              {list.map((parameter) => (
                <li key={parameter.name} className={styles.parameter}>
                  <div className={styles.parameterHead}>
                    <code className={styles.parameterName}>
                      {parameter.name}
                    </code>
                    <TypeName type={parameter.schema.type} />
                    <Requirement required={parameter.required} />
                    {parameter.deprecated && (
                      <span className={styles.muted}>deprecated</span>
                    )}
                  </div>
                  <Html html={parameter.descriptionHtml} />
                  <SchemaFacts
                    node={{...parameter.schema, descriptionHtml: undefined}}
                  />
                </li>
              ))}
            </ul>
          </React.Fragment>
        );
      })}
    </section>
  );
}

function Media({
  media,
  idPrefix,
}: {
  media: MediaModel;
  idPrefix: string;
}): ReactNode {
  return (
    <div className={styles.media}>
      <p className={styles.mediaType}>
        Content type: <code>{media.mediaType}</code>
      </p>
      {media.schema && <ApiSchema node={media.schema} />}
      {media.example !== undefined && (
        <div className={styles.example} id={`${idPrefix}-example`}>
          <p className={styles.exampleTitle}>Example</p>
          <CodeBlock language={media.exampleLanguage}>
            {media.example}
          </CodeBlock>
        </div>
      )}
    </div>
  );
}

function RequestBody({
  body,
  id,
  headingLevel,
}: {
  body: RequestBodyModel;
  id: string;
  headingLevel: 'h2' | 'h4';
}): ReactNode {
  return (
    <section className={styles.section}>
      <Heading as={headingLevel} id={id}>
        Request body <Requirement required={body.required} />
      </Heading>
      <Html html={body.descriptionHtml} />
      {body.contents.map((media) => (
        <Media key={media.mediaType} media={media} idPrefix={id} />
      ))}
    </section>
  );
}

function statusClass(status: string): string {
  return styles[`status${status.charAt(0)}`] ?? styles.statusOther;
}

function Responses({
  responses,
  idPrefix,
  headingLevel,
}: {
  responses: ResponseModel[];
  idPrefix: string;
  headingLevel: 'h2' | 'h4';
}): ReactNode {
  const itemLevel = headingLevel === 'h2' ? 'h3' : 'h5';
  return (
    <section className={styles.section}>
      <Heading as={headingLevel} id={`${idPrefix}responses`}>
        Responses
      </Heading>
      {responses.map((response) => (
        <div key={response.status} className={styles.response}>
          <Heading as={itemLevel} id={`${idPrefix}response-${response.status}`}>
            <span className={clsx(styles.status, statusClass(response.status))}>
              {response.status}
            </span>{' '}
            {response.statusText}
          </Heading>
          <Html html={response.descriptionHtml} />
          {response.headers.length > 0 && (
            <>
              <p className={styles.mediaType}>Headers</p>
              <ul className={styles.parameters}>
                {response.headers.map((header) => (
                  <li key={header.name} className={styles.parameter}>
                    <div className={styles.parameterHead}>
                      <code className={styles.parameterName}>
                        {header.name}
                      </code>
                      <TypeName type={header.schema.type} />
                    </div>
                    <Html html={header.descriptionHtml} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {response.contents.map((media) => (
            <Media
              key={media.mediaType}
              media={media}
              idPrefix={`${idPrefix}response-${response.status}`}
            />
          ))}
          {response.contents.length === 0 && (
            <p className={styles.muted}>No response body.</p>
          )}
        </div>
      ))}
    </section>
  );
}

function Security({security}: {security: SecurityModel[]}): ReactNode {
  return (
    <section className={styles.section}>
      <Heading as="h2" id="authorization">
        Authorization
      </Heading>
      {security.length === 0 ? (
        <p>No authentication needed.</p>
      ) : (
        <>
          {security.length > 1 && <p>Any one of:</p>}
          <ul className={styles.security}>
            {security.map((alternative) => (
              <li
                key={alternative.schemes.map((scheme) => scheme.key).join('+')}>
                {alternative.schemes.map((scheme) => (
                  <div key={scheme.key}>
                    <strong>{scheme.summary}</strong> (<code>{scheme.key}</code>
                    )
                    {scheme.scopes.length > 0 && (
                      <>
                        {' '}
                        with the scopes{' '}
                        {scheme.scopes.map((scope, index) => (
                          <React.Fragment key={scope}>
                            {index > 0 && ', '}
                            <code>{scope}</code>
                          </React.Fragment>
                        ))}
                      </>
                    )}
                    <Html html={scheme.descriptionHtml} />
                  </div>
                ))}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Callbacks({callbacks}: {callbacks: CallbackModel[]}): ReactNode {
  return (
    <section className={styles.section}>
      <Heading as="h2" id="callbacks">
        Callbacks
      </Heading>
      {callbacks.map((callback) => {
        const id = `callback-${callback.name}-${callback.method}`;
        return (
          <div key={id} className={styles.callback}>
            <Heading as="h3" id={id}>
              {callback.summary ?? callback.name}
            </Heading>
            <p className={styles.endpoint}>
              <ApiMethodBadge method={callback.method} />{' '}
              <code className={styles.path}>{callback.expression}</code>
            </p>
            <Html html={callback.descriptionHtml} />
            {callback.requestBody && (
              <RequestBody
                body={callback.requestBody}
                id={`${id}-request-body`}
                headingLevel="h4"
              />
            )}
            <Responses
              responses={callback.responses}
              idPrefix={`${id}-`}
              headingLevel="h4"
            />
          </div>
        );
      })}
    </section>
  );
}

export interface Props {
  operation: OperationModel;
  /** The operation description, rendered from Markdown by MDX. */
  children?: ReactNode;
}

/** One API operation: everything rendered at build time, no client-side fetching. */
export default function ApiOperation({operation, children}: Props): ReactNode {
  return (
    <article className={styles.operation}>
      <header className={styles.header}>
        <Heading as="h1">{operation.summary}</Heading>
        <p className={styles.endpoint}>
          <ApiMethodBadge method={operation.method} />{' '}
          <code className={styles.path}>{operation.path}</code>
          {operation.deprecated && (
            <span className={styles.deprecatedBadge}>Deprecated</span>
          )}
        </p>
        {operation.servers.length > 0 && (
          <p className={styles.server}>
            Base URL: <code>{operation.servers[0]}</code>
          </p>
        )}
      </header>
      <div className={styles.columns}>
        <div className={styles.main}>
          <div className={styles.description}>{children}</div>
          <Security security={operation.security} />
          {operation.parameters.length > 0 && (
            <Parameters parameters={operation.parameters} />
          )}
          {operation.requestBody && (
            <RequestBody
              body={operation.requestBody}
              id="request-body"
              headingLevel="h2"
            />
          )}
          <Responses
            responses={operation.responses}
            idPrefix=""
            headingLevel="h2"
          />
          {operation.callbacks.length > 0 && (
            <Callbacks callbacks={operation.callbacks} />
          )}
        </div>
        <aside className={styles.aside} aria-labelledby="request-samples">
          <Heading as="h2" id="request-samples">
            Request samples
          </Heading>
          <ApiCodeSamples samples={operation.samples} />
        </aside>
      </div>
    </article>
  );
}
