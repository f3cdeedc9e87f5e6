import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import ApiField from '@theme/ApiField';
import ApiFieldList from '@theme/ApiFieldList';
import ApiMarkdown from '@theme/ApiMarkdown';
import ApiMedia from '@theme/ApiMedia';
import ApiSection from '@theme/ApiSection';
import ApiStatic from '@theme/ApiStatic';
import type {Props} from '@theme/ApiResponses';
import type {ResponseModel} from '../../types';
import styles from './styles.module.css';

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

/** The responses of an operation or a callback, by status. */
export default function ApiResponses({
  responses,
  idPrefix,
  headingLevel,
}: Props): ReactNode {
  const itemLevel = headingLevel === 'h2' ? 'h3' : 'h5';
  return (
    <ApiSection>
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
                      {...header}
                      node={header.schema}
                    />
                  ))}
                </ApiFieldList>
              </ApiStatic>
            </>
          )}
          {response.contents.map((media) => (
            <ApiMedia
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
    </ApiSection>
  );
}
