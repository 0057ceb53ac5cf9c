/* Linked into the web module by scripts/build-wasm. Debian's wasi-libc strtod (which Double(String)
   reaches) may print a warning to stderr: this stands in for libc's stderr FILE, and the Swift glue's
   fputs/fwrite discard the text, so no WASI fd_write/fd_seek import is linked (the page offers none). */
char __stderr_FILE[128];
