import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

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

/** The MCP server's npm package (packages/docs-mcp), run with `npx -y`. */
const MCP_PACKAGE = '@paynow/docs-mcp';

type Client = 'claude-code' | 'claude-desktop' | 'cursor' | 'vscode';

/** The MCP server's configuration for one assistant, as a copyable code block. */
export function McpConfig({client}: {client: Client}): ReactNode {
  const {origin, siteBase} = useSite();
  const args = ['-y', MCP_PACKAGE, '--site', `${origin}${siteBase}`];
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
