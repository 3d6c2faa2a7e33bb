// @ts-check
// @cardcompare/shared/server: what only servers use (Node APIs, the process's environment),
// kept out of the framework-free main entry that browsers load.
export * from './env.js'
export * from './service-key.js'
export * from './unsubscribe-link.js'
export * from './health.js'
export * from './request-log.js'
