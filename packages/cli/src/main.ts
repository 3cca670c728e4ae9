/** The `lanyun` process: runs the CLI with the command line and exits with its code. */
import { run } from './index.ts';

process.exitCode = await run(process.argv.slice(2));
