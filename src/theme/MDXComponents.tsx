// Wrap swizzle: adds our own components to every MDX page (the <Flow>
// diagram, an open point's next step and the question form), so guide
// authors write them without an import, and makes Markdown tables
// keyboard-scrollable.
import MDXComponents from '@theme-original/MDXComponents';
import Flow from '@site/src/components/Flow';
import OpenPoint from '@site/src/components/OpenPoint';
import QuestionForm from '@site/src/components/QuestionForm';
import Table from '@site/src/components/Table';

export default {
  ...MDXComponents,
  Flow,
  OpenPoint,
  QuestionForm,
  table: Table,
};
