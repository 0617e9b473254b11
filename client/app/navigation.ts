/** The top bar's six menu links (the drawer shows the same), in the order a visitor reads them. */
export const menuLinks = [
  { to: '/', label: 'Home' },
  { to: '/why-us', label: 'Why Us' },
  { to: '/curriculum', label: 'Curriculum' },
  { to: '/OurProgrammes', label: 'Programmes' },
  { to: '/fees', label: 'Fees' },
  // The spec names /pricing "Payments" in the menu.
  { to: '/pricing', label: 'Payments' },
] as const;
