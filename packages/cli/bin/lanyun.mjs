#!/usr/bin/env node
// `lanyun` CLI entry: runs src/main.ts through tsx (the package ships TypeScript source).
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
