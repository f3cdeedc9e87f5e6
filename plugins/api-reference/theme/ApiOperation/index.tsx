import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import {useGrammar} from '../ApiCodeSamples/prismLanguages';
import ApiCodeSamples from '@theme/ApiCodeSamples';
import ApiField from '@theme/ApiField';
import ApiFieldList from '@theme/ApiFieldList';
import ApiMarkdown from '@theme/ApiMarkdown';
import ApiMethodBadge from '@theme/ApiMethodBadge';
import ApiRequirement from '@theme/ApiRequirement';
import ApiSchema from '@theme/ApiSchema';
import ApiStatic from '@theme/ApiStatic';
import type {
  CallbackModel,
  MediaModel,
  OperationModel,
  ParameterModel,
  RequestBodyModel,
  ResponseModel,
  SecurityModel,
  SecuritySchemeModel,
} from '../../types';
import styles from './styles.module.css';

function locationTitle(location: ParameterModel['in']): string {
  switch (location) {
    case 'path':
      return translate({
        id: 'theme.api.parameters.path',
        message: 'Path parameters',
      });
    case 'query':
      return translate({
        id: 'theme.api.parameters.query',
        message: 'Query parameters',
      });
    case 'header':
      return translate({
        id: 'theme.api.parameters.header',
        message: 'Header parameters',
      });
    case 'cookie':
      return translate({
        id: 'theme.api.parameters.cookie',
        message: 'Cookie parameters',
      });
  }
}

const LOCATIONS: ParameterModel['in'][] = ['path', 'query', 'header', 'cookie'];

function Parameters({parameters}: {parameters: ParameterModel[]}): ReactNode {
  return (
    <section className={styles.section}>
      <Heading as="h2" id="parameters">
        <Translate id="theme.api.parameters">Parameters</Translate>
      </Heading>
      {LOCATIONS.map((location) => {
        const list = parameters.filter(
          (parameter) => parameter.in === location,
        );
        if (list.length === 0) {
          return null;
        }
        return (
          <React.Fragment key={location}>
            <Heading as="h3" id={`${location}-parameters`}>
              {locationTitle(location)}
            </Heading>
            <ApiStatic>
              <ApiFieldList>
                {list.map((parameter) => (
                  <ApiField
                    key={parameter.name}
                    name={parameter.name}
                    node={parameter.schema}
                    required={parameter.required}
                    deprecated={parameter.deprecated}
                    descriptionHtml={parameter.descriptionHtml}
                  />
                ))}
              </ApiFieldList>
            </ApiStatic>
          </React.Fragment>
        );
      })}
    </section>
  );
}

/** An example body, highlighted once its grammar is there (see useGrammar). */
function Example({
  language,
  code,
}: {
  language: string;
  code: string;
}): ReactNode {
  const ref = useGrammar(language);
  return (
    <div ref={ref} className={styles.exampleCode}>
      <CodeBlock language={language}>{code}</CodeBlock>
    </div>
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
          <Example language={media.exampleLanguage} code={media.example} />
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
        <Translate id="theme.api.requestBody">Request body</Translate>{' '}
        <ApiRequirement required={body.required} />
      </Heading>
      <ApiMarkdown html={body.descriptionHtml} />
      {body.contents.map((media) => (
        <Media key={media.mediaType} media={media} idPrefix={id} />
      ))}
    </section>
  );
}

function statusClass(status: string): string | undefined {
  return styles[`status${status.charAt(0)}`] ?? styles.statusOther;
}

/** Reason phrase of a status, or the meaning of a range or of `default`. */
function statusText({status, statusText}: ResponseModel): string {
  if (statusText) {
    return statusText;
  }
  if (status === 'default') {
    return translate({
      id: 'theme.api.status.default',
      message: 'Any other status',
    });
  }
  switch (status.charAt(0)) {
    case '1':
      return translate({id: 'theme.api.status.1XX', message: 'Informational'});
    case '2':
      return translate({id: 'theme.api.status.2XX', message: 'Success'});
    case '3':
      return translate({id: 'theme.api.status.3XX', message: 'Redirection'});
    case '4':
      return translate({id: 'theme.api.status.4XX', message: 'Client error'});
    case '5':
      return translate({id: 'theme.api.status.5XX', message: 'Server error'});
    default:
      return '';
  }
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
        <Translate id="theme.api.responses">Responses</Translate>
      </Heading>
      {responses.map((response) => (
        <div key={response.status} className={styles.response}>
          <Heading as={itemLevel} id={`${idPrefix}response-${response.status}`}>
            <span className={clsx(styles.status, statusClass(response.status))}>
              {response.status}
            </span>{' '}
            {statusText(response)}
          </Heading>
          <ApiMarkdown html={response.descriptionHtml} />
          {response.headers.length > 0 && (
            <>
              <p className={styles.label}>
                <Translate id="theme.api.headers">Headers</Translate>
              </p>
              <ApiStatic>
                <ApiFieldList>
                  {response.headers.map((header) => (
                    <ApiField
                      key={header.name}
                      name={header.name}
                      node={header.schema}
                      required={header.required}
                      deprecated={header.deprecated}
                      descriptionHtml={header.descriptionHtml}
                    />
                  ))}
                </ApiFieldList>
              </ApiStatic>
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
            <p className={styles.muted}>
              <Translate id="theme.api.noResponseBody">
                No response body.
              </Translate>
            </p>
          )}
        </div>
      ))}
    </section>
  );
}

/** What a security scheme asks for, in words. */
function SchemeSummary({scheme}: {scheme: SecuritySchemeModel}): ReactNode {
  switch (scheme.type) {
    case 'apiKey':
      return (
        <Translate
          id="theme.api.security.apiKey"
          values={{location: scheme.in, name: <code>{scheme.name}</code>}}>
          {'API key in the {location} {name}'}
        </Translate>
      );
    case 'oauth2':
      return (
        <Translate
          id="theme.api.security.oauth2"
          values={{flows: scheme.flows.join(', ')}}>
          {'OAuth 2.0 ({flows} flow)'}
        </Translate>
      );
    case 'http':
      return (
        <Translate
          id="theme.api.security.http"
          values={{scheme: scheme.scheme}}>
          {'HTTP {scheme} authentication'}
        </Translate>
      );
    case 'openIdConnect':
      return (
        <Translate id="theme.api.security.openIdConnect">
          OpenID Connect
        </Translate>
      );
    default:
      return <code>{scheme.key}</code>;
  }
}

function Security({security}: {security: SecurityModel[]}): ReactNode {
  return (
    <section className={styles.section}>
      <Heading as="h2" id="authorization">
        <Translate id="theme.api.authorization">Authorization</Translate>
      </Heading>
      {security.length === 0 ? (
        <p>
          <Translate id="theme.api.noAuthentication">
            No authentication needed.
          </Translate>
        </p>
      ) : (
        <>
          {security.length > 1 && (
            <p>
              <Translate id="theme.api.anyOneOf">Any one of:</Translate>
            </p>
          )}
          <ul className={styles.security}>
            {security.map((alternative) => (
              <li
                key={alternative.schemes.map((scheme) => scheme.key).join('+')}>
                {alternative.schemes.map((scheme) => (
                  <div key={scheme.key}>
                    <strong>
                      <SchemeSummary scheme={scheme} />
                    </strong>{' '}
                    (<code>{scheme.key}</code>)
                    {scheme.scopes.length > 0 && (
                      <>
                        {' '}
                        <Translate
                          id="theme.api.scopes"
                          values={{
                            // One element: interpolate() writes an array
                            // value as text ("[object Object],…").
                            scopes: (
                              <>
                                {scheme.scopes.map((scope, index) => (
                                  <React.Fragment key={scope}>
                                    {index > 0 && ', '}
                                    <code>{scope}</code>
                                  </React.Fragment>
                                ))}
                              </>
                            ),
                          }}>
                          {'with the scopes {scopes}'}
                        </Translate>
                      </>
                    )}
                    <ApiMarkdown html={scheme.descriptionHtml} />
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
        <Translate id="theme.api.callbacks">Callbacks</Translate>
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
            <ApiMarkdown html={callback.descriptionHtml} />
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
  readonly operation: OperationModel;
}

/** One API operation: everything rendered at build time, no client-side fetching. */
export default function ApiOperation({operation}: Props): ReactNode {
  return (
    <article className={styles.operation}>
      <Head>
        <meta
          name="keywords"
          content={[operation.operationId, operation.tag].join(', ')}
        />
      </Head>
      <header className={styles.header}>
        <Heading as="h1">{operation.summary}</Heading>
        <p className={styles.endpoint}>
          <ApiMethodBadge method={operation.method} />{' '}
          <code className={styles.path}>{operation.path}</code>
          {operation.deprecated && (
            <span className={styles.deprecatedBadge}>
              <Translate id="theme.api.deprecatedBadge">Deprecated</Translate>
            </span>
          )}
        </p>
        {operation.servers.length > 0 && (
          <p className={styles.server}>
            <Translate
              id="theme.api.baseUrl"
              values={{url: <code>{operation.servers[0]}</code>}}>
              {'Base URL: {url}'}
            </Translate>
          </p>
        )}
      </header>
      <div className={styles.columns}>
        <div className={styles.main}>
          <div className={styles.description}>
            <ApiMarkdown html={operation.descriptionHtml} />
          </div>
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
            <Translate id="theme.api.requestSamples">Request samples</Translate>
          </Heading>
          <ApiCodeSamples samples={operation.samples} />
        </aside>
      </div>
    </article>
  );
}
