import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

export interface Props {
  info: {
    version: string;
    servers: {url: string; description?: string}[];
    contact?: {name?: string; email?: string; url?: string};
    license?: {name: string; url?: string};
    termsOfService?: string;
  };
}

/** Version, servers, contact and licence of the API, from the spec's info block. */
export default function ApiInfo({info}: Props): ReactNode {
  return (
    <dl className={styles.info}>
      <dt>Version</dt>
      <dd>
        <code>{info.version}</code>
      </dd>
      {info.servers.length > 0 && (
        <>
          <dt>Servers</dt>
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
          <dt>Contact</dt>
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
          <dt>Licence</dt>
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
