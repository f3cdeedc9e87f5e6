/**
 * Theme-classic's "Last updated" line without `itemprop="dateModified"` on
 * its date: a doc page has no microdata item (`itemscope`) for the property
 * to belong to, so the W3C Nu checker rejects it ("The itemprop attribute was
 * specified, but the element is not a property of any item"); the date stays
 * in the text and in `<time datetime>`. An eject, not a wrap: the attribute
 * is inside the stock component. The line also keeps its server HTML while
 * the page hydrates (ServerHtml): hydrating it made the browser build its
 * first ICU date formatter, the page's first `Intl` object (12–15 ms of main
 * thread, 50–60 ms at 4× CPU, in one render of a guide's boot); it is
 * rendered as usual after a client-side navigation.
 */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@paynow-docs/docusaurus-seams/theme-internal';
import type {Props} from '@theme/LastUpdated';
import ServerHtml from '@paynow-docs/build-kit/react/ServerHtml';

function LastUpdatedAtDate({lastUpdatedAt}: {lastUpdatedAt: number}) {
  const atDate = new Date(lastUpdatedAt);
  const dateTimeFormat = useDateTimeFormat({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()}>
              {dateTimeFormat.format(atDate)}
            </time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  );
}

export default function LastUpdated({
  lastUpdatedAt,
  lastUpdatedBy,
}: Props): ReactNode {
  return (
    <ServerHtml as="span">
      <LastUpdatedLine
        lastUpdatedAt={lastUpdatedAt}
        lastUpdatedBy={lastUpdatedBy}
      />
    </ServerHtml>
  );
}

function LastUpdatedLine({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? (
            <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} />
          ) : (
            ''
          ),
          byUser: lastUpdatedBy ? (
            <Translate
              id="theme.lastUpdated.byUser"
              description="The words used to describe by who the page has been last updated"
              values={{user: <b>{lastUpdatedBy}</b>}}>
              {' by {user}'}
            </Translate>
          ) : (
            ''
          ),
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
