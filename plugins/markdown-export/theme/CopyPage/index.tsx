import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/CopyPage';
import {markdownUrlOf} from '../../markdownUrl';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

/** How long "Copied" stays on screen. */
const COPIED_MS = 4000;

async function markdownOf(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url}: HTTP ${response.status}`);
  }
  return response.text();
}

/**
 * Writes text that is still being downloaded. Safari keeps the click's
 * permission to write only if the clipboard gets the pending text at once
 * (a ClipboardItem holding a promise); elsewhere writeText after the
 * download does the same.
 */
async function copyText(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/plain': text.then(
            (value) => new Blob([value], {type: 'text/plain'}),
          ),
        }),
      ]);
      return;
    } catch (error) {
      // A failed download is final; a browser that refuses a pending
      // ClipboardItem gets the finished text below.
      await text;
      if (!(error instanceof Error) || error.name === 'NotAllowedError') {
        throw error;
      }
    }
  }
  await navigator.clipboard.writeText(await text);
}

/**
 * "Copy page" and "View as Markdown" for a docs or API page. The Markdown is
 * downloaded only on click, so the control adds no request to the page load;
 * the server HTML already holds the whole control, so nothing moves when it
 * hydrates.
 */
export default function CopyPage({permalink}: Props): ReactNode {
  const url = markdownUrlOf(permalink);
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    if (status !== 'copied') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const copy = async () => {
    setStatus('copying');
    try {
      await copyText(markdownOf(url));
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  const copyLabel = translate({
    id: 'theme.CopyPage.copy',
    message: 'Copy page',
    description: 'Button that copies the page as Markdown to the clipboard',
  });

  return (
    // `theme-copy-page`: a stable class for site styles (print, phone layout).
    <div className={clsx('theme-copy-page', styles.copyPage)}>
      <Head>
        <link rel="alternate" type="text/markdown" href={url} />
      </Head>
      {/* "Copied" shows in the place of the link for a moment: in the row,
          so it never covers the title below. */}
      <span className={styles.viewSlot} data-status={status}>
        {/* eslint-disable-next-line @docusaurus/no-html-links -- a static .md file, not a client route: <Link> would hand it to the router */}
        <a className={styles.view} href={url}>
          {translate({
            id: 'theme.CopyPage.view',
            message: 'View as Markdown',
            description: 'Link to the Markdown file of the page',
          })}
        </a>
        {status === 'copied' && (
          <span className={styles.copied} aria-hidden="true">
            {translate({
              id: 'theme.CopyPage.copiedShort',
              message: 'Copied',
              description:
                'Shown for a moment in the place of View as Markdown once the page is on the clipboard',
            })}
          </span>
        )}
      </span>
      <button
        type="button"
        className={styles.button}
        aria-disabled={status === 'copying'}
        onClick={() => {
          if (status !== 'copying') void copy();
        }}>
        {copyLabel}
      </button>
      <div className={styles.message} data-status={status}>
        <span role="status">
          {status === 'copied' &&
            translate({
              id: 'theme.CopyPage.copied',
              message: 'Copied the page as Markdown',
              description: 'Announced when the Markdown is on the clipboard',
            })}
          {status === 'failed' &&
            translate({
              id: 'theme.CopyPage.failed',
              message:
                'Could not copy the page. Check your connection and try again, or use View as Markdown.',
              description: 'Shown when the Markdown could not be copied',
            })}
        </span>
        {status === 'failed' && (
          <button
            type="button"
            className={styles.retry}
            onClick={() => void copy()}>
            {translate({
              id: 'theme.CopyPage.retry',
              message: 'Try again',
              description: 'Button that retries copying the page',
            })}
          </button>
        )}
      </div>
    </div>
  );
}
