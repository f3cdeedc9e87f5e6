/** What the spec-*.test.ts files share: a temporary folder and a one-operation OpenAPI document. */
import {mkdtempSync} from 'node:fs';
import {rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {after} from 'node:test';

/**
 * A temporary folder for the calling test file (call it at the top level),
 * made at once and removed after the file's tests. Made synchronously: Node
 * 20 does not run a file's top-level `before` hooks in order.
 */
export function tempFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), prefix));
  after(() => rm(folder, {recursive: true, force: true}));
  return folder;
}

/**
 * An OpenAPI 3.0.3 document with one operation, `GET /pet` (operationId
 * `getPet`, tag `pet`, a 200 response). The YAML parts go: `top` before
 * `paths:`, `media` under the response's `application/json` (no content
 * without it), `bottom` after `paths`. Each part ends without a newline.
 */
export function onePetOperation(parts: {
  title: string;
  top?: string;
  media?: string;
  bottom?: string;
}): string {
  const lines = [
    'openapi: 3.0.3',
    'info:',
    `  title: ${parts.title}`,
    '  version: 1.0.0',
    parts.top,
    'paths:',
    '  /pet:',
    '    get:',
    '      operationId: getPet',
    '      tags: [pet]',
    '      responses:',
    "        '200':",
    '          description: A pet.',
    ...(parts.media === undefined
      ? []
      : ['          content:', '            application/json:', parts.media]),
    parts.bottom,
  ];
  return `${lines.filter((line) => line !== undefined).join('\n')}\n`;
}
