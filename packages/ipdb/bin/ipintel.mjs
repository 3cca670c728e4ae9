#!/usr/bin/env node
// `ipintel` CLI entry: runs src/cli.ts through tsx (the package ships TypeScript source).
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
