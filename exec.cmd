@rem npm runs package.json scripts through cmd.exe on Windows, which has no `exec`: this runs the rest of
@rem the line. (On Linux and macOS `exec` lets npm's stop signal reach node: see scripts/lib.mjs.)
@%*
