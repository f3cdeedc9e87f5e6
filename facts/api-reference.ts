/** The API technical documents. */
import type {FactRecord} from '@paynow-docs/remark-facts';

export default [
  {
    kind: 'rule',
    id: 'api-reference/index.rule.logistics-technology',
    source: 'api-reference/index.md § Logistics technology',
  },
  {
    kind: 'open',
    id: 'api-reference/index.what-does-java-mean-for',
    source: 'api-reference/index.md § UNCLEAR: 超商條碼(Java 除外)',
    question:
      'what does "Java 除外" mean for convenience-store barcode payment (no Java SDK or sample, or something else)?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'api-reference/index.what-is-give-developers-a',
    source: 'api-reference/index.md § UNCLEAR: 網內付',
    question:
      'what is 網內付? Give developers a one-line description of the product next to its link.',
    next: 'docs-team',
  },
] satisfies FactRecord[];
