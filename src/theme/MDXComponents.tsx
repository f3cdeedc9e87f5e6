// Wrap swizzle: adds our own diagram component to every MDX page, so guide
// authors write <Flow> without an import, and makes Markdown tables
// keyboard-scrollable.
import MDXComponents from '@theme-original/MDXComponents';
import Flow from '@site/src/components/Flow';
import Table from '@site/src/components/Table';

export default {
  ...MDXComponents,
  Flow,
  table: Table,
};
