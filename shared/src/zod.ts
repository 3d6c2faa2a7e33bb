// The one zod instance of the shared schemas. In the browser its compiled fast path is off:
// zod probes `new Function` when it builds an object schema, and the storefront's
// Content-Security-Policy (no 'unsafe-eval') reports that probe as a violation even though zod
// catches it. Servers keep the fast path. Importing `z` from here runs the call before any
// schema is built; package.json lists this file under sideEffects so bundlers keep it.
import { z } from 'zod'

z.config({ jitless: typeof document !== 'undefined' })

export { z }
