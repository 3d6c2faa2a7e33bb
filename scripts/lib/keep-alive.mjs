// Preloaded into `payload run` (see runCmsScript): a timer keeps the event loop busy, so Node
// cannot exit quietly while a module the script awaits never settles (docs/decisions/039); the
// launcher's watchdog then sees the stall. The script ends with process.exit(), which stops the
// timer too.
setInterval(() => {}, 60_000)
