import type { RenderedChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { compileHintBanner } from '../../scripts/site-build/compile-hints';

const chunkOf = (modules: Record<string, number>) =>
  ({
    modules: Object.fromEntries(
      Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }]),
    ),
  }) as unknown as RenderedChunk;

describe('which chunks V8 compiles whole as they download', () => {
  it('hints the libraries every page runs as it starts', () => {
    const reactDom = chunkOf({
      '/app/node_modules/scheduler/index.js': 4_000,
      '/app/node_modules/react-dom/cjs/react-dom-client.production.js': 200_000,
    });
    expect(compileHintBanner(reactDom)).toBe('//# allFunctionsCalledOnLoad');
    const chakraWithTheme = chunkOf({
      '/app/node_modules/@chakra-ui/react/dist/esm/styled-system/system.js': 110_000,
      '/app/node_modules/@zag-js/dialog/dist/dialog.anatomy.mjs': 400,
      '/app/client/app/theme.ts': 5_000,
    });
    expect(compileHintBanner(chakraWithTheme)).toBe('//# allFunctionsCalledOnLoad');
  });

  it('leaves screens, and libraries only some pages call, to compile when they run', () => {
    expect(compileHintBanner(chunkOf({ '/app/client/public/home/HomePage.tsx': 9_000 }))).toBe('');
    expect(compileHintBanner(chunkOf({ '/app/node_modules/zod/v4/core/core.js': 30_000 }))).toBe('');
    const screenWithChakraPart = chunkOf({
      '/app/client/public/pricing/PricingPage.tsx': 20_000,
      '/app/node_modules/@chakra-ui/react/dist/esm/components/radio-card/radio-card.js': 3_000,
    });
    expect(compileHintBanner(screenWithChakraPart)).toBe('');
    expect(compileHintBanner(chunkOf({}))).toBe('');
  });
});
