import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import ApiMarkdown from '@theme/ApiMarkdown';
import ApiSection from '@theme/ApiSection';
import type {Props} from '@theme/ApiSecurity';
import type {SecuritySchemeModel} from '../../types';
import styles from './styles.module.css';

/** Between the items of a list in a sentence (`a, b`; `a、b` in Chinese). */
function listSeparator(): string {
  return translate({
    id: 'theme.api.listSeparator',
    message: ', ',
    description:
      'Between the items of a list in a sentence (OAuth flows, scopes)',
  });
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
          values={{flows: scheme.flows.join(listSeparator())}}>
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

/**
 * A scheme's line: what it asks for, its key and its scopes, in the words
 * and punctuation of the locale (`{scheme} ({key}) with the scopes {scopes}`).
 */
function SchemeLine({scheme}: {scheme: SecuritySchemeModel}): ReactNode {
  const values = {
    scheme: (
      <strong>
        <SchemeSummary scheme={scheme} />
      </strong>
    ),
    key: <code>{scheme.key}</code>,
  };
  if (scheme.scopes.length === 0) {
    return (
      <Translate id="theme.api.securityScheme" values={values}>
        {'{scheme} ({key})'}
      </Translate>
    );
  }
  return (
    <Translate
      id="theme.api.securitySchemeScopes"
      values={{
        ...values,
        // One element: interpolate() writes an array value as text
        // ("[object Object],…").
        scopes: (
          <>
            {scheme.scopes.map((scope, index) => (
              <React.Fragment key={scope}>
                {index > 0 && listSeparator()}
                <code>{scope}</code>
              </React.Fragment>
            ))}
          </>
        ),
      }}>
      {'{scheme} ({key}) with the scopes {scopes}'}
    </Translate>
  );
}

/** Who may call the operation: each alternative set of security schemes. */
export default function ApiSecurity({security}: Props): ReactNode {
  return (
    <ApiSection>
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
                    <SchemeLine scheme={scheme} />
                    <ApiMarkdown html={scheme.descriptionHtml} />
                  </div>
                ))}
              </li>
            ))}
          </ul>
        </>
      )}
    </ApiSection>
  );
}
