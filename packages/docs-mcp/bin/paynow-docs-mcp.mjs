#!/usr/bin/env node
// The package's sources are TypeScript, run through jiti (no build step).
await import('jiti/register');
await import('../src/cli.ts');
