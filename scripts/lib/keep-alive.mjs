// Preloaded into `payload run` (see prepareDatabase): a timer keeps the event loop busy, so Node
// cannot exit quietly with status 0 while tsx's loader thread still owes the script a module.
// The script ends with process.exit(), which stops the timer too.
setInterval(() => {}, 60_000)
