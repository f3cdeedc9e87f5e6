// Wrap swizzle: adds our own diagram component to every MDX page, so guide
// authors write <Flow> without an import.
import MDXComponents from '@theme-original/MDXComponents';
import Flow from '@site/src/components/Flow';

export default {
  ...MDXComponents,
  Flow,
};
