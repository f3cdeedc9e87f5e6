/**
 * `npm run lint:api [file]`: validates an OpenAPI file the way the build does
 * and prints `file#/json/pointer: reason` on the first problem.
 */
import path from 'node:path';
import {loadSpec} from './spec.ts';
import {buildOperations} from './model/operation.ts';

const file = process.argv[2] ?? 'openapi/petstore.yaml';
try {
  const api = await loadSpec(path.resolve(file), process.cwd());
  const operations = buildOperations(api);
  console.log(
    `${file}: valid OpenAPI ${api.openapi}, ${operations.length} operations`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
