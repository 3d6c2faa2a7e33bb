// Types of chromium.mjs for the TypeScript that imports it (playwright.config.ts).
export declare const chromiumExecutable: () => string | undefined
export declare const testChromiumExecutable: () => string | undefined
export declare function requireFullChromium(what: string): void
export declare const CHROMIUM_ARGS: readonly string[]
