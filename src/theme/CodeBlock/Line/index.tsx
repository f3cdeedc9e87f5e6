/**
 * Theme-classic's code-block line with `<span>` in place of `<div>`: a line
 * sits inside `<code>`, which may hold phrasing content only, so the stock
 * `<div>` makes every code block invalid HTML (the W3C Nu checker's "Element
 * div not allowed as child of element code"). The span is a block box, so
 * the lines lay out, copy and select as before. An eject, not a wrap: the
 * element is the stock component's, no prop changes it.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';
import styles from './styles.module.css';

/**
 * A line of a lone '\n' token becomes empty, so that it and the `<br>` that
 * keeps empty lines open make one line break, not two (as stock).
 */
function fixLineBreak(line: Props['line']): Props['line'] {
  const [only] = line;
  return line.length === 1 && only!.content === '\n'
    ? [{...only!, content: ''}]
    : line;
}

export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    className: clsx(
      classNames,
      styles.line,
      showLineNumbers && styles.codeLine,
    ),
  });
  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <br />
    </span>
  );
}
