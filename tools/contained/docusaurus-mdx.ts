/**
 * For the tests: a page compiled by Docusaurus's own MDX processor (its
 * transformLinks and transformImage steps turn local links and images into
 * `require()` calls), with or without the remark step of links.ts.
 */
import {
  DEFAULT_CONFIG,
  createProcessorUncached,
} from '@paynow-docs/docusaurus-seams/node';
import path from 'node:path';
import {remarkContained, type RemarkContainedOptions} from './links.ts';

/** Compiles `content` as the page `file`; resolves to the JSX, or rejects with the processor's error. */
export async function compilePage(
  content: string,
  file: string,
  options: RemarkContainedOptions,
  {contained = true}: {contained?: boolean} = {},
): Promise<string> {
  const processor = await createProcessorUncached({
    format: file.endsWith('.md') ? 'md' : 'mdx',
    options: {
      siteDir: options.siteDir,
      staticDirs: (options.staticDirs ?? ['static']).map((dir) =>
        path.join(options.siteDir, dir),
      ),
      beforeDefaultRemarkPlugins: contained ? [[remarkContained, options]] : [],
      markdownConfig: DEFAULT_CONFIG.markdown,
      admonitions: true,
    },
  });
  const result = await processor.process({
    content,
    filePath: file,
    frontMatter: {},
    compilerName: 'client',
  });
  return result.content;
}

/** The files the compiled page requires, absolute (loaders, query and hash removed). */
export function requiredFiles(
  jsx: string,
  file: string,
  siteDir: string,
): string[] {
  return [...jsx.matchAll(/require\((["'])(.*?)\1\)/g)].map((match) => {
    const request = match[2]!.slice(match[2]!.lastIndexOf('!') + 1);
    const bare = request.replace(/[?#].*$/s, '');
    return bare.startsWith('@site/')
      ? path.join(siteDir, bare.slice('@site/'.length))
      : path.resolve(path.dirname(file), bare);
  });
}
