// Types of http.js (plain JavaScript, for storefront/server.js).

export declare const CACHE_CONTROL: {
  readonly noStore: string
  readonly privateNoStore: string
  readonly noStoreNoTransform: string
  readonly noCache: string
}
export declare const NO_STORE: { readonly 'Cache-Control': string }
export declare const PRIVATE_NO_STORE: { readonly 'Cache-Control': string }
export declare function publicCache(maxAge: number, sMaxAge?: number, staleWhileRevalidate?: number): string
export declare function isPublicCacheControl(value: string | number | readonly string[] | null | undefined): boolean
export declare const SESSION_COOKIE: 'payload-token'
export declare const SESSION_SECONDS: number
export declare const FLASH_COOKIE: 'cc_flash'
export declare const FLASH_COOKIE_SECONDS: number
export declare const DEVICE_COOKIE: 'cc_device'
export declare const DEVICE_COOKIE_SECONDS: number
export declare const PERSONAL_COOKIES: readonly string[]
export declare const ONE_TIME_TOKEN_PARAM: 'token'
export declare const STRICT_TRANSPORT_SECURITY: string
export declare const MAX_JSON_BODY_BYTES: number
export declare const RETRY_AFTER_SECONDS: number
export declare const CMS_BODY_LIMITS: { readonly json: number; readonly import: number; readonly upload: number }
export type CmsBodyKind = keyof typeof CMS_BODY_LIMITS
export declare function mediaType(contentType: string | null | undefined): string
export declare function cmsBodyKind(method: string, pathname: string, contentType: string | null | undefined): CmsBodyKind | null
export declare const HTTP_MESSAGES: {
  readonly methodNotAllowed: string
  readonly bodyTooLarge: string
  readonly lengthRequired: string
  readonly importTooLarge: string
  readonly bodyNotJson: string
  readonly unavailable: string
}
