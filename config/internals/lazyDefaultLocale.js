/**
 * A webpack loader for the production build (config/internals/index.ts): intl-messageformat's constructor
 * module sets `IntlMessageFormat.defaultLocale` from a new `Intl.NumberFormat` while the main script is being
 * evaluated. The page's first Intl formatter sets up ICU's data, the largest single part of that first long
 * task (about half of it on the sign-in page, issue 32). react-intl always passes the locale, so the default is
 * only read when a message is formatted without one: the same value, made on first read.
 * tests/unit/internals/build.test.ts runs it on the installed module.
 */
const EAGER = 'IntlMessageFormat.defaultLocale = new Intl.NumberFormat().resolvedOptions().locale;';

const LAZY = `var lazyDefaultLocale;
    Object.defineProperty(IntlMessageFormat, 'defaultLocale', {
        configurable: true,
        enumerable: true,
        get: function () {
            if (lazyDefaultLocale === undefined) lazyDefaultLocale = new Intl.NumberFormat().resolvedOptions().locale;
            return lazyDefaultLocale;
        },
        set: function (locale) { lazyDefaultLocale = locale; },
    });`;

/** The module's source with the default locale made on first read; fails when the statement is not there once. */
function lazyDefaultLocale(source) {
  const parts = source.split(EAGER);
  if (parts.length !== 2)
    throw new Error(`intl-messageformat's core: expected "${EAGER}" once, found ${parts.length - 1}`);
  return parts.join(LAZY);
}

module.exports = function loader(source) {
  return lazyDefaultLocale(source);
};
module.exports.lazyDefaultLocale = lazyDefaultLocale;
