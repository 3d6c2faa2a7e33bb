// The CMS's generated types (cms/src/payload-types.ts, imported type-only as
// `@cms/payload-types`) end by augmenting Payload's module, which the storefront does not
// install: this empty declaration gives the augmentation a module to extend. It declares no
// value, so no runtime import of 'payload' can type-check here.
declare module 'payload' {}
