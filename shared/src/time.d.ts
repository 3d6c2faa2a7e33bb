// Types of time.js (plain JavaScript, for storefront/server.js).

export declare function dubaiDay(now?: Date): string
