import { createSystem } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { layout } from '../../shared/constants';
import { chakraTheme, siteTheme } from './theme-config';

/** The styled system every page renders with, built once from the site's theme (theme-config.ts). */
export const system = createSystem(defaultBaseConfig, chakraTheme, siteTheme);

/**
 * The mobile breakpoint (820 px, docs/behaviour.md#screens): below it the top bar's menu becomes a side drawer and the
 * areas' sidebar a bottom bar. The .02 keeps fractional widths (zoomed pages) on one side only.
 */
export const belowNavBreakpoint = `@media screen and (max-width: ${layout.mobileBreakpointPx - 0.02}px)`;
export const fromNavBreakpoint = `@media screen and (min-width: ${layout.mobileBreakpointPx}px)`;
