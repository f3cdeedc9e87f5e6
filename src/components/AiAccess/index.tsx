import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import mcpPackage from '@site/packages/docs-mcp/package.json';
import {MCP_PATH} from '@site/deploy/endpoints';

/**
 * The site's public addresses for the "Use these docs with AI" page, built
 * from the site's own config (SITE_URL, BASE_URL, locales), so the copyable
 * URLs and configuration are right for whichever host the site is built for.
 */
function useSite(): {origin: string; pageBase: string; siteBase: string} {
  const {siteConfig, i18n} = useDocusaurusContext();
  const main = i18n.localeConfigs[i18n.defaultLocale];
  return {
    origin: siteConfig.url.replace(/\/$/, ''),
    pageBase: siteConfig.baseUrl,
    siteBase: main?.baseUrl ?? siteConfig.baseUrl,
  };
}

/**
 * An absolute URL of the site, shown and linked: `path` below the current
 * language's base URL (`llms.txt`), or from the host root when it starts with
 * `/` (`/.well-known/api-catalog`).
 */
export function SiteUrl({path}: {path: string}): ReactNode {
  const {origin, pageBase} = useSite();
  const url = path.startsWith('/')
    ? `${origin}${path}`
    : `${origin}${pageBase}${path}`;
  return (
    <Link href={url}>
      <code>{url}</code>
    </Link>
  );
}

/**
 * The stdio server's bin and packed tarball (packages/docs-mcp). The npm
 * package is not published yet (a release step, deploy/README.md): the
 * local configuration runs the tarball `npm pack` writes.
 */
const MCP_BIN = Object.keys(mcpPackage.bin)[0]!;
export const MCP_TARBALL = `/path/to/paynow-docs-mcp-${mcpPackage.version}.tgz`;

type Client = 'claude-code' | 'claude-desktop' | 'cursor' | 'vscode';

/** The remote MCP endpoint of the site (deploy/workers/mcp.ts). */
export function McpUrl(): ReactNode {
  const url = useMcpUrl();
  return <code>{url}</code>;
}

function useMcpUrl(): string {
  const {origin, siteBase} = useSite();
  return `${origin}${siteBase}${MCP_PATH}`;
}

/**
 * One assistant's configuration, as a copyable code block: the remote
 * endpoint (`remote`), or the stdio server from the packed tarball reading
 * the site (`tarball`).
 */
export function McpConfig({
  client,
  kind = 'remote',
}: {
  client: Client;
  kind?: 'remote' | 'tarball';
}): ReactNode {
  const {origin, siteBase} = useSite();
  const url = useMcpUrl();
  if (kind === 'remote') {
    if (client === 'claude-code') {
      return (
        <CodeBlock language="bash">
          {`claude mcp add --transport http paynow-docs ${url}`}
        </CodeBlock>
      );
    }
    const config =
      client === 'vscode'
        ? {servers: {'paynow-docs': {type: 'http', url}}}
        : {mcpServers: {'paynow-docs': {url}}};
    return (
      <CodeBlock language="json">{JSON.stringify(config, null, 2)}</CodeBlock>
    );
  }
  const args = [
    '-y',
    '--package',
    MCP_TARBALL,
    MCP_BIN,
    '--site',
    `${origin}${siteBase}`,
  ];
  if (client === 'claude-code') {
    return (
      <CodeBlock language="bash">
        {`claude mcp add paynow-docs -- npx ${args.join(' ')}`}
      </CodeBlock>
    );
  }
  const server = {command: 'npx', args};
  const config =
    client === 'vscode'
      ? {servers: {'paynow-docs': {type: 'stdio', ...server}}}
      : {mcpServers: {'paynow-docs': server}};
  return (
    <CodeBlock language="json">{JSON.stringify(config, null, 2)}</CodeBlock>
  );
}

/** Commands that copy one skill into Claude Code's personal skills folder. */
export function SkillInstall({name}: {name: string}): ReactNode {
  const {origin} = useSite();
  const folder = `~/.claude/skills/${name}`;
  return (
    <CodeBlock language="bash">
      {`mkdir -p ${folder}\ncurl -fsSL -o ${folder}/SKILL.md ${origin}/.well-known/agent-skills/${name}/SKILL.md`}
    </CodeBlock>
  );
}
