/** The top bar's six menu links (the drawer shows the same), in the order a visitor reads them. */
export const menuLinks = [
  { to: '/', label: 'Home' },
  { to: '/why-us', label: 'Why Us' },
  { to: '/curriculum', label: 'Curriculum' },
  { to: '/OurProgrammes', label: 'Programmes' },
  { to: '/fees', label: 'Fees' },
  // /pricing appears as "Payments" in the menu (docs/behaviour.md#screens).
  { to: '/pricing', label: 'Payments' },
] as const;
