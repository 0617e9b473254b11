import type { Plugin } from 'vite';

/** Chakra's styled system, where `createSystem` builds the global CSS as soon as it is called. */
const systemModule = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const eagerGlobal = '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const eagerProperty = /\n\s*_global,\n/;

/**
 * Builds Chakra's global CSS (reset, global styles and every token as a CSS variable) when it is
 * first read rather than inside `createSystem`. A prerendered page already carries that CSS, so its
 * browser never reads it (client/app/page-system.ts), and building it is a large part of the system's
 * start on every page. Fails the build when Chakra's code no longer has the expected lines, so an
 * upgrade cannot drop the change unnoticed.
 */
export function lazyChakraGlobalCss(): Plugin {
  return {
    name: 'lazy-chakra-global-css',
    apply: 'build',
    transform(code, id) {
      if (!systemModule.test(id)) return null;
      if (!code.includes(eagerGlobal) || !eagerProperty.test(code)) {
        this.error(`${id}: createSystem no longer builds _global as expected; update this plugin`);
      }
      return code
        .replace(eagerGlobal, '  let global;')
        .replace(
          eagerProperty,
          '\n    get _global() {\n      return global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n',
        );
    },
  };
}
