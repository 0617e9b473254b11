/** A menu link is current on its own path and on the paths below it; Home only on itself. */
export const isActiveLink = (to: string, activePath: string) =>
  to === '/' ? activePath === '/' : activePath === to || activePath.startsWith(`${to}/`);
