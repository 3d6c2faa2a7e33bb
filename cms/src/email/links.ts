/** The public origin that links in mail point to (PUBLIC_URL), without a trailing slash. */
export const publicUrl = () => (process.env.PUBLIC_URL || 'http://localhost:3000').replace(/\/$/, '')
