/**
 * The site's theme as configuration: Chakra's default theme trimmed to what the site uses, and the
 * site's own brand. Building the styled system from it is theme.ts; the two are apart so a page's
 * start evaluates Chakra's modules and builds the system in separate tasks (client/main.tsx).
 */
import { defineConfig, defineRecipe } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  radioCardSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Solid buttons keep their text at 4.5:1 in every state. Chakra's default hover and open states
 * lighten the fill to 90% (white on red-600 drops to 4.3:1) and its disabled state fades the whole
 * button to half opacity; here hover and open darken to the palette's foreground shade, and a
 * disabled button is drawn in the palette's muted fill with its dark text instead of being faded.
 */
const solidButtonStates = defineRecipe({
  variants: {
    variant: {
      solid: {
        _hover: { bg: 'colorPalette.fg' },
        _expanded: { bg: 'colorPalette.fg' },
        _disabled: { opacity: 1, bg: 'colorPalette.muted', color: 'colorPalette.fg' },
      },
    },
  },
});

/**
 * Palettes the site never names (Chakra ships eleven): left out, the system starts faster. A badge
 * in a missing palette renders without colour, so theme.test.ts checks every palette the client
 * names is kept.
 */
export const unusedPalettes = new Set(['teal', 'cyan', 'pink']);
const withoutUnusedPalettes = <T extends Record<string, unknown>>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([palette]) => !unusedPalettes.has(palette))) as T;

type TokenTree = { [key: string]: unknown };

/**
 * The site has one colour scheme. Chakra's semantic tokens carry a dark value beside each light one
 * (`_dark`), applied only under a `.dark` class the site never sets; keeping the light value alone
 * spares every page building the dark set, and carrying it in its head.
 */
function lightOnly<T extends TokenTree>(tree: T): T {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (key === 'value' && node !== null && typeof node === 'object' && '_light' in node)
        return [key, node._light];
      return [key, node !== null && typeof node === 'object' ? lightOnly(node as TokenTree) : node];
    }),
  ) as T;
}

/**
 * Chakra's default theme without the recipes of the ~80 components this site does not use: the
 * theme is in the first load of every page, and the unused recipes were most of its weight. A
 * component whose recipe is missing renders unstyled, so a newly used Chakra component adds its
 * recipe here (theme.test.ts checks the list against the components the client imports).
 */
export const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: withoutUnusedPalettes(semanticTokens.colors ?? {}),
    }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioCard: radioCardSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** The brand red of the loading blob, and a calm neutral palette around it. */
export const siteTheme = defineConfig({
  theme: {
    recipes: { button: solidButtonStates },
    keyframes: {
      // The loading card's blob: drifts, swells and changes shape over one 8 s loop.
      blobDrift: {
        '0%, 100%': {
          transform: 'translate(-10%, -6%) scale(1)',
          borderRadius: '42% 58% 62% 38% / 45% 40% 60% 55%',
        },
        '33%': {
          transform: 'translate(12%, 4%) scale(1.15)',
          borderRadius: '60% 40% 35% 65% / 55% 62% 38% 45%',
        },
        '66%': {
          transform: 'translate(-4%, 12%) scale(0.92)',
          borderRadius: '38% 62% 52% 48% / 62% 35% 65% 38%',
        },
      },
    },
    tokens: {
      colors: {
        brand: {
          50: { value: '#fdecee' },
          100: { value: '#f9ccd2' },
          200: { value: '#f19aa6' },
          300: { value: '#e8677a' },
          400: { value: '#dc3a52' },
          500: { value: '#c8102e' },
          600: { value: '#a80d27' },
          700: { value: '#870a1f' },
          800: { value: '#650717' },
          900: { value: '#44050f' },
          950: { value: '#2a0309' },
        },
      },
      fonts: {
        // The system stack: nothing to download, so no swap from a fallback font shifts the text.
        heading: {
          value: `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`,
        },
        body: { value: `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif` },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'white', color: 'gray.900' },
  },
});
