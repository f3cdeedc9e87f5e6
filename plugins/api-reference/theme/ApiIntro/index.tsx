import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import ApiInfo from '@theme/ApiInfo';
import ApiMarkdown from '@theme/ApiMarkdown';
import ApiNotice from '@theme/ApiNotice';
import ApiOperationLink from '@theme/ApiOperationLink';
import styles from './styles.module.css';
import type {Props} from '@theme/ApiIntro';

/**
 * The introduction of the reference (`/api`): the site's notice and its own
 * paragraph (in the page's language), then the spec's version, servers and
 * description, the OpenAPI document to download, and the operations by tag.
 * The page title comes from the docs theme (the plugin sets it from the data).
 */
export default function ApiIntro({intro, notice}: Props): ReactNode {
  const yamlUrl = useBaseUrl(intro.downloads.yaml);
  const jsonUrl = useBaseUrl(intro.downloads.json);
  return (
    <>
      {notice && <ApiNotice notice={notice} />}
      {intro.lead && <p className={styles.lead}>{intro.lead}</p>}
      <ApiInfo info={intro.info} />
      <ApiMarkdown html={intro.descriptionHtml} />
      <p className={styles.downloads}>
        {/* The words and punctuation around the links are the locale's. */}
        <Translate
          id="theme.api.downloads"
          values={{
            // Plain links: files, not pages of the site's router.
            yaml: (
              <a href={yamlUrl} download>
                <Translate id="theme.api.download.yaml">YAML</Translate>
              </a>
            ),
            json: (
              <a href={jsonUrl} download>
                <Translate id="theme.api.download.json">JSON</Translate>
              </a>
            ),
          }}>
          {'Download the OpenAPI document: {yaml} · {json}'}
        </Translate>
      </p>
      <Heading as="h2" id="operations">
        <Translate id="theme.api.operations">Operations</Translate>
      </Heading>
      {intro.tags.map((tag) => (
        <section key={tag.id}>
          <Heading as="h3" id={tag.id}>
            {tag.name}
          </Heading>
          <ApiMarkdown html={tag.descriptionHtml} />
          <ul className={styles.operations}>
            {tag.operations.map((operation) => (
              <li key={operation.slug}>
                <ApiOperationLink
                  method={operation.method}
                  path={operation.path}
                  to={`./${operation.slug}`}
                  title={operation.summary}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
