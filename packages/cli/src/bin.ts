#!/usr/bin/env node
import { main } from "./main.ts";

// `kubecloud … | head` closes the pipe before the output ends: that is the reader having read enough, not a
// failure, so the command ends quietly (as the shell's own tools do) instead of throwing EPIPE.
for (const stream of [process.stdout, process.stderr])
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw error;
  });

// The exit code is set rather than forced, so that pending output is flushed before node exits.
process.exitCode = await main(process.argv.slice(2));
