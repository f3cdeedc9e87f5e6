/**
 * `npm run deploy:workers`: applies reader signals' D1 migrations
 * (packages/reader-signals/migrations) to the remote database, then uploads
 * the last build to Cloudflare Workers with the configuration it generated
 * (wrangler.jsonc at the repository root).
 * Needs CLOUDFLARE_API_TOKEN (a token with "Edit Cloudflare Workers"), and
 * CLOUDFLARE_ACCOUNT_ID when the token reaches several accounts; refuses
 * before anything is sent when the token or the build is missing.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {isMain} from '../process-group.ts';
import {D1_DATABASE} from './generate.ts';
import {REPO_ROOT} from './stage.ts';

/** Why a deploy cannot start, or undefined when it can. */
export function refusal(
  env: NodeJS.ProcessEnv,
  root: string = REPO_ROOT,
): string | undefined {
  if (!env.CLOUDFLARE_API_TOKEN) {
    return 'CLOUDFLARE_API_TOKEN is not set: create an API token with the "Edit Cloudflare Workers" template (dash.cloudflare.com → My Profile → API Tokens) and run `CLOUDFLARE_API_TOKEN=… npm run deploy:workers` (deploy/README.md). Nothing was uploaded.';
  }
  const config = join(root, 'wrangler.jsonc');
  if (!existsSync(config)) {
    return 'wrangler.jsonc is missing: `npm run build` writes it with the build. Nothing was uploaded.';
  }
  if (readFileSync(config, 'utf8').includes(D1_DATABASE.placeholderId)) {
    return `wrangler.jsonc has no D1 database for reader signals: create it once (\`npx wrangler d1 create ${D1_DATABASE.name}\`), apply its migrations (\`npx wrangler d1 migrations apply ${D1_DATABASE.name} --remote\`), then build with CLOUDFLARE_D1_DATABASE_ID=<its id> (deploy/README.md). Nothing was uploaded.`;
  }
  return undefined;
}

if (isMain(import.meta.url)) {
  const why = refusal(process.env);
  if (why) {
    console.error(`[deploy:workers] ${why}`);
    process.exit(1);
  }
  const wrangler = (args: string[]): number =>
    spawnSync(
      join(REPO_ROOT, 'node_modules/.bin/wrangler'),
      [...args, '--config', join(REPO_ROOT, 'wrangler.jsonc')],
      {
        cwd: REPO_ROOT,
        stdio: 'inherit',
        env: {...process.env, WRANGLER_SEND_METRICS: 'false'},
      },
    ).status ?? 1;
  // Reader signals' schema first (migrations not yet applied only), then the Worker.
  const migrated = wrangler([
    'd1',
    'migrations',
    'apply',
    D1_DATABASE.name,
    '--remote',
  ]);
  process.exit(migrated === 0 ? wrangler(['deploy']) : migrated);
}
