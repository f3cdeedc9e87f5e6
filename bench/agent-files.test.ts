/**
 * The site's agent files, generated from the site model, judged by
 * Lighthouse 13's own audits (the ones `npm run bench` runs on every page):
 * robots.txt with its Content-Signal line kept.
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import RobotsTxtAudit from 'lighthouse/core/audits/seo/robots-txt.js';
import {robotsTxt} from '@paynow-docs/markdown-export/llms';
import {MARKDOWN_EXPORT} from '../site.agents.ts';

const SITE = 'https://docs.paynow.example';

test('robots.txt passes Lighthouse 13’s robots-txt audit with its Content-Signal line kept', async () => {
  const content = robotsTxt(
    [`${SITE}/paynow-guideline/sitemap.xml`],
    MARKDOWN_EXPORT.robots,
  );
  assert.match(
    content,
    /^Content-Signal: search=yes, ai-input=yes, ai-train=no$/m,
  );
  const result = await RobotsTxtAudit.audit({
    RobotsTxt: {status: 200, content, errorMessage: undefined},
  } as never);
  assert.equal(result.score, 1, JSON.stringify(result.details));
});
