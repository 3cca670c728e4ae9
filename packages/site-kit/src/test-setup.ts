import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Testing Library only auto-cleans when vitest globals are on; do it explicitly.
afterEach(() => cleanup());
