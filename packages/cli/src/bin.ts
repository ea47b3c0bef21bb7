#!/usr/bin/env node
import { main } from "./main.ts";

// The exit code is set rather than forced, so that pending output is flushed before node exits.
process.exitCode = await main(process.argv.slice(2));
