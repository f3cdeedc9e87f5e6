// Replaces theme-classic's NotFound/Content (not a wrap: its text asks the
// reader to "contact the owner of the site", and the page needs a way on):
// what was not found, a search field, and links to every section and home.
// The page keeps the title "Page Not Found | PayNow Docs" on every 404, the
// docs plugin's unknown /docs/* paths included.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate, {translate} from '@docusaurus/Translate';
import {
  PageMetadata,
  useThemeConfig,
  type FooterColumnItem,
} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import SearchField from '@site/src/components/SearchField';
import styles from './styles.module.css';

interface Section {
  title: string;
  links: {label: string; to: string}[];
}

/** The site's sections, as the footer's columns list them: one home for the map. */
function useSections(): Section[] {
  const {footer} = useThemeConfig();
  const columns = (footer?.links ?? []) as Partial<FooterColumnItem>[];
  return columns.flatMap((column) =>
    column.title && column.items
      ? [
          {
            title: column.title,
            links: column.items.flatMap((item) =>
              item.to && item.label ? [{label: item.label, to: item.to}] : [],
            ),
          },
        ]
      : [],
  );
}

export default function NotFoundContent({className}: Props): ReactNode {
  // The 404 page is one static file for every unknown URL: the address is
  // known only in the browser.
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const sections = useSections();
  return (
    <>
      <PageMetadata
        title={translate({
          // theme-classic's own id: its translations of the 404 heading apply.
          id: 'theme.NotFound.title',
          message: 'Page Not Found',
          description: 'The title of the 404 page',
        })}
      />
      <main className={clsx('container margin-vert--xl', className)}>
        <div className={styles.body}>
          <Heading as="h1">
            <Translate
              id="theme.NotFound.title"
              description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p className={styles.lead}>
            {isBrowser ? (
              <Translate
                id="site.notFound.pathMissing"
                description="What was not found on the 404 page; {path} is the address asked for"
                values={{
                  path: <code className={styles.path}>{pathname}</code>,
                }}>
                {
                  'There is no page at {path}. It may have moved, or the address may be mistyped.'
                }
              </Translate>
            ) : (
              <Translate
                id="site.notFound.missing"
                description="What was not found on the 404 page, before the address is known">
                There is no page at this address. It may have moved, or the
                address may be mistyped.
              </Translate>
            )}
          </p>
          <Heading as="h2" className={styles.heading}>
            <Translate id="site.notFound.searchTitle">
              Search the guides
            </Translate>
          </Heading>
          <SearchField />
          <Heading as="h2" className={styles.heading}>
            <Translate id="site.notFound.sectionsTitle">
              Or go to a section
            </Translate>
          </Heading>
          <div className={styles.sections}>
            {sections.map((section) => (
              <nav key={section.title} aria-label={section.title}>
                <Heading as="h3" className={styles.sectionTitle}>
                  {section.title}
                </Heading>
                <ul>
                  {section.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
          <p>
            <Link to="/">
              <Translate id="site.notFound.home">
                Back to the home page
              </Translate>
            </Link>
          </p>
        </div>
      </main>
    </>
  );
}
