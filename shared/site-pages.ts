/**
 * The public site's pages as search engines and link previews see them. The build prerenders each
 * to HTML (its title comes from the screen itself) and lists them in sitemap.xml; the server answers
 * each path with its own file.
 */
export type SitePage = {
  path: string;
  /** The meta description and the Open Graph / Twitter card text. */
  description: string;
};

export const publicPages: readonly SitePage[] = [
  {
    path: '/',
    description:
      'Live online coaching for Classes 7 to 10: Olympiad and JEE foundations in batches of 15, and a free NEET programme for girls.',
  },
  {
    path: '/why-us',
    description:
      'Why families choose Shikhar Academy: small live batches, mentors who cracked Olympiads and JEE, and reasoning before formulas.',
  },
  {
    path: '/curriculum',
    description:
      'The Mathematics, Physics and Chemistry topics we teach in Classes 7 to 10, from number sense to quadratic equations.',
  },
  {
    path: '/OurProgrammes',
    description:
      'Our programmes: Foundational for Classes 7 to 10, Express for a faster start, and a free NEET programme for 12th-class girls.',
  },
  {
    path: '/fees',
    description:
      'Fees for students in India and outside India, per month and per plan, with no hidden charges.',
  },
  {
    path: '/pricing',
    description: 'Choose a plan and pay for your subscription with your username and admission code.',
  },
  {
    path: '/apply-now',
    description: 'Apply for a free demo class in Classes 7 to 10, or for the free NEET programme.',
  },
  {
    path: '/apply-demo',
    description: 'Apply for the Foundational and Express programmes: book a free demo class.',
  },
  {
    path: '/apply-neet',
    description: 'Apply for the free NEET programme for 12th-class girls in government institutions.',
  },
  {
    path: '/login',
    description: 'Students and teachers sign in to their classes, homework and announcements.',
  },
  {
    path: '/forgot-password',
    description: 'Forgot your password? Enter your e-mail and we will send a reset link.',
  },
];

/** The page for a path no route matches; served with status 404, never listed. */
export const notFoundPage: SitePage = {
  path: '/404',
  description: 'This page does not exist. Find our programmes, fees and applications from the menu.',
};

/**
 * Routes drawn in the browser only, each with the paths below it: the student, teacher and admin
 * areas, signing out, reset and invitation links and a mail's unsubscribe link (their token is read by script). The server answers them with the
 * app shell, and robots.txt keeps crawlers out.
 */
export const clientOnlyRoutes = [
  '/dashboard',
  '/teacher',
  '/admin',
  '/logout',
  '/reset-password',
  '/set-password',
  '/unsubscribe',
] as const;

/** Whether `path` is one of the client-only routes or below one. */
export function isClientOnlyPath(path: string): boolean {
  return clientOnlyRoutes.some((route) => path === route || path.startsWith(`${route}/`));
}

/**
 * Stands for the site's origin in the prerendered pages, sitemap.xml and robots.txt, whose links
 * must be absolute: the server puts PUBLIC_URL (or the request's own origin) in its place.
 */
export const siteOriginPlaceholder = 'https://site-origin.invalid';
