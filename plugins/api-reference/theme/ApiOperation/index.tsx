import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import ApiCallbacks from '@theme/ApiCallbacks';
import ApiCodeSamples from '@theme/ApiCodeSamples';
import ApiEndpoint from '@theme/ApiEndpoint';
import ApiMarkdown from '@theme/ApiMarkdown';
import ApiNotice from '@theme/ApiNotice';
import ApiParameters from '@theme/ApiParameters';
import ApiRequestBody from '@theme/ApiRequestBody';
import ApiResponses from '@theme/ApiResponses';
import ApiSecurity from '@theme/ApiSecurity';
import type {Props} from '@theme/ApiOperation';
import styles from './styles.module.css';

/**
 * One API operation: everything rendered at build time, no client-side
 * fetching. The site's notice, when it gives one, follows the header.
 */
export default function ApiOperation({operation, notice}: Props): ReactNode {
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
        <ApiEndpoint method={operation.method} path={operation.path}>
          {operation.deprecated && (
            <span className={styles.deprecatedBadge}>
              <Translate id="theme.api.deprecatedBadge">Deprecated</Translate>
            </span>
          )}
        </ApiEndpoint>
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
      {notice && <ApiNotice notice={notice} />}
      <div className={styles.columns}>
        <div className={styles.main}>
          <div className={styles.description}>
            <ApiMarkdown html={operation.descriptionHtml} />
          </div>
          <ApiSecurity security={operation.security} />
          {operation.parameters.length > 0 && (
            <ApiParameters parameters={operation.parameters} />
          )}
          {operation.requestBody && (
            <ApiRequestBody
              body={operation.requestBody}
              id="request-body"
              headingLevel="h2"
            />
          )}
          <ApiResponses
            responses={operation.responses}
            idPrefix=""
            headingLevel="h2"
          />
          {operation.callbacks.length > 0 && (
            <ApiCallbacks callbacks={operation.callbacks} />
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
