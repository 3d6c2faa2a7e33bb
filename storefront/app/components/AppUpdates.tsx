import { checkAppVersion, SERVICE_WORKER_PATH, UPDATE_CHECK_INTERVAL_MS } from '@cardcompare/shared'
import { useEffect } from 'react'

/**
 * Renders nothing. Runs the app version check on load and whenever the tab becomes visible,
 * and in production builds registers the update worker, checks it for updates every 30 s and
 * reloads once when a new worker takes over (spec §4, §9).
 */
export function AppUpdates() {
  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setInterval> | undefined

    const runCheck = () =>
      checkAppVersion({
        local: window.localStorage,
        session: window.sessionStorage,
        caches: 'caches' in window ? window.caches : null,
      }).catch((error: unknown) => {
        // Storage can be refused (private modes, quotas): the site works without the check.
        console.warn('[app] version check failed', error)
      })
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void runCheck()
    }
    document.addEventListener('visibilitychange', onVisibility)

    // The first check clears caches before the worker registers, so it cannot wipe what a
    // newly installed worker has just stored.
    const checked = runCheck()
    const sw = import.meta.env.PROD && 'serviceWorker' in navigator ? navigator.serviceWorker : null
    // A first install also fires controllerchange (clients.claim): only a replacement reloads.
    let controlled = Boolean(sw?.controller)
    let reloading = false
    const onControllerChange = () => {
      if (!controlled) {
        controlled = true
      } else if (!reloading) {
        reloading = true
        window.location.reload()
      }
    }
    if (!import.meta.env.PROD && 'serviceWorker' in navigator) {
      // A worker left by a production build on this origin would serve stale icons in dev.
      navigator.serviceWorker
        .getRegistrations()
        .then((all) => Promise.all(all.map((r) => r.unregister())))
        .catch(() => {})
    }
    if (sw) {
      sw.addEventListener('controllerchange', onControllerChange)
      void checked.then(async () => {
        if (stopped) return
        try {
          const registration = await sw.register(SERVICE_WORKER_PATH)
          if (stopped) return
          timer = setInterval(() => {
            // Offline or a failed fetch: try again at the next tick.
            registration.update().catch(() => {})
          }, UPDATE_CHECK_INTERVAL_MS)
        } catch (error) {
          console.warn('[app] update worker not registered', error)
        }
      })
    }

    return () => {
      stopped = true
      document.removeEventListener('visibilitychange', onVisibility)
      sw?.removeEventListener('controllerchange', onControllerChange)
      if (timer) clearInterval(timer)
    }
  }, [])
  return null
}
