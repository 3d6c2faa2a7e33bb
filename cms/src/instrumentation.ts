// Next.js calls register() once as the server starts, before it answers anything: the CMS's
// request log starts there (./request-log.ts). Only in Node.js; the Edge runtime has no http server.
export async function register() {
  // eslint-disable-next-line no-restricted-syntax -- Next.js writes NEXT_RUNTIME into each bundle at build time, which keeps the Node.js import out of the Edge one; the env module would hide it
  if (process.env.NEXT_RUNTIME === 'nodejs') (await import('./request-log')).logRequests()
}
