import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import ApiEndpoint from '@theme/ApiEndpoint';
import ApiMarkdown from '@theme/ApiMarkdown';
import ApiRequestBody from '@theme/ApiRequestBody';
import ApiResponses from '@theme/ApiResponses';
import ApiSection from '@theme/ApiSection';
import type {Props} from '@theme/ApiCallbacks';
import styles from './styles.module.css';

/** The requests the API makes back to the caller. */
export default function ApiCallbacks({callbacks}: Props): ReactNode {
  return (
    <ApiSection>
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
            <ApiEndpoint method={callback.method} path={callback.expression} />
            <ApiMarkdown html={callback.descriptionHtml} />
            {callback.requestBody && (
              <ApiRequestBody
                body={callback.requestBody}
                id={`${id}-request-body`}
                headingLevel="h4"
              />
            )}
            <ApiResponses
              responses={callback.responses}
              idPrefix={`${id}-`}
              headingLevel="h4"
            />
          </div>
        );
      })}
    </ApiSection>
  );
}
