// The looks the public top bar and the signed-in areas' shell share, so both read as one site.

/** The bar at the top of every page: it stays on top while the page scrolls under it. */
export const stickyTopBar = {
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  // Opaque and without backdrop-filter: a filter would trap the drawer's fixed overlay inside the bar.
  bg: 'white',
  borderBottomWidth: '1px',
} as const;

/** A navigation link while it is the page shown (aria-current): the brand's tint, in bold. */
export const currentNavLink = { color: 'brand.fg', bg: 'brand.subtle', fontWeight: 'semibold' } as const;

/** A link of the top bar's menu or of an area's sidebar: grey text, a light hover, tinted while current. */
export const navLinkLook = {
  borderRadius: 'md',
  fontWeight: 'medium',
  color: 'gray.700',
  _hover: { bg: 'gray.100', textDecoration: 'none' },
  _currentPage: currentNavLink,
} as const;
