import { defineConfig } from 'vitest/config';

// The client tests call a real HTTP server on loopback; on a busy CI machine the first request (connection set-up,
// module loading) can take longer than vitest's default 5 s.
export default defineConfig({ test: { testTimeout: 30_000 } });
