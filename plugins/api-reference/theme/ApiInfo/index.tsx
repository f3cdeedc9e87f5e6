import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';
import type {Props} from '@theme/ApiInfo';

/** Version, servers, contact and licence of the API, from the spec's info block. */
export default function ApiInfo({info}: Props): ReactNode {
  return (
    <dl className={styles.info}>
      <dt>
        <Translate id="theme.api.info.version">Version</Translate>
      </dt>
      <dd>
        <code>{info.version}</code>
      </dd>
      {info.servers.length > 0 && (
        <>
          <dt>
            <Translate id="theme.api.info.servers">Servers</Translate>
          </dt>
          <dd>
            <ul className={styles.servers}>
              {info.servers.map((server) => (
                <li key={server.url}>
                  <code>{server.url}</code>
                  {server.description ? ` (${server.description})` : ''}
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
      {info.contact && (
        <>
          <dt>
            <Translate id="theme.api.info.contact">Contact</Translate>
          </dt>
          <dd>
            {info.contact.name}
            {info.contact.email && (
              <>
                {' '}
                <a href={`mailto:${info.contact.email}`}>
                  {info.contact.email}
                </a>
              </>
            )}
          </dd>
        </>
      )}
      {info.license && (
        <>
          <dt>
            <Translate id="theme.api.info.licence">Licence</Translate>
          </dt>
          <dd>
            {info.license.url ? (
              <a href={info.license.url}>{info.license.name}</a>
            ) : (
              info.license.name
            )}
          </dd>
        </>
      )}
    </dl>
  );
}
