/**
 * Theme-classic's blog archive with each year an `<h2>` under the page's
 * `<h1>`: the stock `<h3>` skips a level, which the W3C Nu checker reports
 * ("The heading h3 … follows the heading h1 …, skipping 1 heading level")
 * and a screen reader's heading list shows as a gap; and its hero inside
 * `<main>` (axe's landmark-no-duplicate-banner). An eject, not a wrap: both
 * are inside the stock component.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@paynow-docs/docusaurus-seams/theme-internal';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogArchivePage';

type Post = Props['archive']['blogPosts'][number];

function Year({year, posts}: {year: string; posts: Post[]}): ReactNode {
  const dateTimeFormat = useDateTimeFormat({
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return (
    <>
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={post.metadata.permalink}>
              {`${dateTimeFormat.format(new Date(post.metadata.date))} - ${post.metadata.title}`}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The posts grouped by year, newest year first as the posts come. */
function listPostsByYears(posts: readonly Post[]) {
  const byYear = new Map<string, Post[]>();
  for (const post of posts) {
    const year = post.metadata.date.split('-')[0]!;
    byYear.set(year, [post, ...(byYear.get(year) ?? [])]);
  }
  return Array.from(byYear, ([year, yearPosts]) => ({year, posts: yearPosts}));
}

export default function BlogArchive({archive}: Props): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  const years = listPostsByYears(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        {/* The hero inside <main>: a <header> outside it would be a second
            banner landmark beside the announcement bar. */}
        <main>
          <header className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className="hero__subtitle">{description}</p>
            </div>
          </header>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map((props) => (
                    <div
                      key={props.year}
                      className="col col--4 margin-vert--lg">
                      <Year {...props} />
                    </div>
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}
