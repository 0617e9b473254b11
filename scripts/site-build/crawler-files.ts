import { clientOnlyRoutes, publicPages, siteOriginPlaceholder } from '../../shared/site-pages.ts';

/** robots.txt: everything public may be crawled; the client-only routes and the API may not. */
export function robotsTxt(): string {
  const disallowed = [...clientOnlyRoutes, '/api/'].map((path) => `Disallow: ${path}`);
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed,
    '',
    `Sitemap: ${siteOriginPlaceholder}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml: every prerendered public page, by its absolute URL. */
export function sitemapXml(): string {
  const urls = publicPages.map((page) => `  <url><loc>${siteOriginPlaceholder}${page.path}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
