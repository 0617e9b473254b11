import type { LucideIcon } from 'lucide-react';

/** One link of an area's navigation, in its top bar on wide screens and its bottom bar on phones. */
export type AreaNavLink = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Match the path exactly, so an area's index link is not active on its sub-pages. */
  end?: boolean;
};
