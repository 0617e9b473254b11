import {
  ClipboardCheck,
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

/**
 * The admin area's sidebar (the bottom bar on a phone), docs/behaviour.md#screens. Kept with the admin
 * area rather than the top bar's menu, so its icons load with that area and not on every public page.
 */
export const adminLinks: readonly AreaNavLink[] = [
  { to: '/admin', label: 'Overview', icon: LayoutDashboard, end: true },
  { to: '/admin/batches', label: 'Batches', icon: Layers },
  { to: '/admin/students', label: 'Students', icon: GraduationCap },
  { to: '/admin/teachers', label: 'Teachers', icon: Presentation },
  { to: '/admin/applications', label: 'Applications', icon: Inbox },
  { to: '/admin/attendance', label: 'Attendance', icon: ClipboardCheck },
  { to: '/admin/payments', label: 'Payments', icon: IndianRupee },
  { to: '/admin/audit', label: 'Audit log', icon: ScrollText },
  { to: '/admin/security', label: 'Security', icon: ShieldCheck },
  { to: '/logout', label: 'Logout', icon: LogOut },
];
