import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { system } from './theme';
import { unusedPalettes } from './theme-config';

/**
 * The solid button's colours in every state, resolved from the live system (recipe plus tokens), so a
 * change to either that drops text below WCAG AA fails here rather than in an axe run that happens to
 * catch the state.
 */

type Rgb = [number, number, number];
type StateStyle = { bg?: string; color?: string; opacity?: string | number; layerStyle?: string };

const page: Rgb = [255, 255, 255];

function hexToRgb(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

/** A token path such as `colors.red.solid` or `white`, followed through references to a hex value. */
const namedColors: Record<string, string> = { white: '#ffffff', black: '#000000' };

function resolveColor(path: string): string {
  if (namedColors[path]) return namedColors[path];
  const token = system.tokens.getByName(path.startsWith('colors.') ? path : `colors.${path}`);
  if (!token) throw new Error(`no colour token ${path}`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  const raw = conditions?._light ?? conditions?.base ?? token.originalValue;
  const reference = /^\{(.+)\}$/.exec(String(raw));
  if (reference) return resolveColor(reference[1]);
  if (namedColors[String(raw)]) return namedColors[String(raw)];
  if (/^#[0-9a-f]{3,6}$/i.test(String(raw))) return String(raw);
  throw new Error(`cannot resolve ${path} (${raw})`);
}

/** `colorPalette.solid/90` in palette `red`: the colour and its alpha. */
function paletteColor(value: string, palette: string): { rgb: Rgb; alpha: number } {
  const [name, percent] = value.split('/');
  const path = name.replace(/^colorPalette\./, `${palette}.`);
  return { rgb: hexToRgb(resolveColor(path)), alpha: percent ? Number(percent) / 100 : 1 };
}

function over(top: Rgb, alpha: number, under: Rgb): Rgb {
  return top.map((c, i) => c * alpha + under[i] * (1 - alpha)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function layerOpacity(style: StateStyle): number {
  if (style.opacity !== undefined) return Number(style.opacity);
  if (style.layerStyle) {
    const layer = system._config.theme?.layerStyles?.[style.layerStyle] as
      | { value?: { opacity?: string } }
      | undefined;
    if (!layer) throw new Error(`no layer style ${style.layerStyle}`);
    if (layer.value?.opacity !== undefined) return Number(layer.value.opacity);
  }
  return 1;
}

/** The colours a person sees in one state, on the page's white, with the button's own opacity applied. */
function seen(rest: StateStyle, state: StateStyle, base: StateStyle, palette: string) {
  const bg = paletteColor(state.bg ?? rest.bg ?? 'white', palette);
  const fg = paletteColor(state.color ?? rest.color ?? 'black', palette);
  const opacity = layerOpacity({ ...base, ...state });
  const fill = over(bg.rgb, bg.alpha * opacity, page);
  const text = over(fg.rgb, fg.alpha * opacity, fill);
  return { fill, text };
}

const button = system.getRecipe('button') as unknown as {
  base: { _disabled?: StateStyle };
  variants: { variant: { solid: StateStyle & Record<string, StateStyle> } };
};
const solid = button.variants.variant.solid;
const states: Record<string, StateStyle> = {
  rest: {},
  hover: solid._hover ?? {},
  'active (open)': solid._expanded ?? {},
  focus: solid._focusVisible ?? {},
  disabled: { ...button.base._disabled, ...solid._disabled },
};

// The palettes the app gives solid buttons: the brand, and red for destructive confirmations.
const palettes = ['brand', 'red'];

describe('solid buttons meet 4.5:1 for their text', () => {
  for (const palette of palettes) {
    for (const [state, style] of Object.entries(states)) {
      it(`${palette}, ${state}`, () => {
        const { fill, text } = seen(solid, style, state === 'disabled' ? style : {}, palette);
        expect(contrast(fill, text)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it('measures as axe does: Chakra’s default 90% hover on red is the 4.3:1 the browser suite saw', () => {
    const { fill, text } = seen(solid, { bg: 'colorPalette.solid/90' }, {}, 'red');
    expect(contrast(fill, text)).toBeCloseTo(4.3, 1);
  });
});

describe('one colour scheme', () => {
  it('defines each semantic colour once, as its light value, with no dark set to build or send', () => {
    expect([...system.tokens.cssVarMap.keys()]).toEqual(['base']);
    expect(resolveColor('bg').toLowerCase()).toBe('#ffffff');
    expect(resolveColor('fg')).toBe(resolveColor('colors.black'));
    expect(resolveColor('border')).toBe(resolveColor('gray.200'));
  });
});

/** Every source file of the client but its tests. */
function clientSources(dir = path.resolve(import.meta.dirname, '..')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('colour palettes', () => {
  it('keeps every palette the client names, so no badge renders without its colour', () => {
    const chakraPalettes = [
      'gray',
      'red',
      'orange',
      'yellow',
      'green',
      'teal',
      'blue',
      'cyan',
      'purple',
      'pink',
    ];
    const named = new Set(
      clientSources()
        .filter((file) => !file.includes(`${path.sep}app${path.sep}theme`))
        .flatMap((file) => {
          const code = readFileSync(file, 'utf8');
          return chakraPalettes.filter((palette) => new RegExp(`['"]${palette}['"]`).test(code));
        }),
    );
    expect(named.size).toBeGreaterThan(3);
    for (const palette of named) {
      expect(system.tokens.getByName(`colors.${palette}.solid`), palette).toBeDefined();
      expect(unusedPalettes.has(palette), palette).toBe(false);
    }
  });
});
