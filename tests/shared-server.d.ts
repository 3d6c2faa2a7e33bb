// This program (the test suites) reaches @cardcompare/shared/server, plain JavaScript, only
// through the storefront's bot-check module, which the storefront's own program type-checks.
// It reads no JavaScript (allowJs would also type every launcher .mjs the tests import), so
// here the module is untyped.
declare module '@cardcompare/shared/server'
