// Types of locale.js (plain JavaScript, for storefront/server.js).

export declare const LOCALES: readonly ['en', 'ar']
export type Locale = (typeof LOCALES)[number]
export declare const DEFAULT_LOCALE: Locale
export declare const TEXT_DIRECTION: Record<Locale, 'ltr' | 'rtl'>
export declare const INTL_LOCALE: Record<Locale, string>
export declare const LANGUAGE_NAMES: Record<Locale, string>
export declare function isPagePath(path: string): boolean
export declare function isLocale(value: unknown): value is Locale
export declare function localeFromPath(pathname: string): Locale
export declare function pathWithoutLocale(path: string): string
export declare function pathInLocale(path: string, locale: Locale): string
export declare function lowerCaseLocalePath(path: string): string | null
