// The ALTCHA widget (<altcha-widget>), loaded only in the browser: BotCheck.tsx imports this
// from an effect, and Remix leaves `.client` modules out of the server build.
//
// CSP: the package's default build injects its stylesheet and starts its proof-of-work workers
// from blob: URLs, which our policy (worker-src 'self') refuses. Its `external` build leaves
// both to us: the stylesheet is bundled like ours, and the one worker our challenges need
// (SHA-256) is a file Vite emits on our own origin. So the policy needs no change for ALTCHA.
import 'altcha/external'
import 'altcha/altcha.css'
// The widget's own texts ("I'm not a robot", "Verifying...") in Arabic: it reads the page's
// `lang` and uses the strings registered for it (docs/decisions/035). English is built in.
import 'altcha/i18n/ar'
import shaWorkerUrl from 'altcha/workers/sha?url'

globalThis.$altcha.algorithms.set('SHA-256', () => new Worker(shaWorkerUrl, { name: 'altcha-sha' }))
