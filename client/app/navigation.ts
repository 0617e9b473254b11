import {
  GraduationCap,
  Inbox,
  IndianRupee,
  Layers,
  LayoutDashboard,
  LogOut,
  Presentation,
  ScrollText,
  ShieldCheck,
} from 'lucide-react';
import type { AreaNavLink } from '../components/area-nav-link';

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

/** The admin area's sidebar (the bottom bar on a phone), docs/behaviour.md#screens. */
export const adminLinks: readonly AreaNavLink[] = [
  { to: '/admin', label: 'Overview', icon: LayoutDashboard, end: true },
  { to: '/admin/batches', label: 'Batches', icon: Layers },
  { to: '/admin/students', label: 'Students', icon: GraduationCap },
  { to: '/admin/teachers', label: 'Teachers', icon: Presentation },
  { to: '/admin/applications', label: 'Applications', icon: Inbox },
  { to: '/admin/payments', label: 'Payments', icon: IndianRupee },
  { to: '/admin/audit', label: 'Audit log', icon: ScrollText },
  { to: '/admin/security', label: 'Security', icon: ShieldCheck },
  { to: '/logout', label: 'Logout', icon: LogOut },
];
