import { productName } from '../../client/app/brand.ts';
import type { RenderedPage } from '../../client/prerender/render-page';
import { type SitePage, siteOriginPlaceholder } from '../../shared/site-pages.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The shared picture of link previews (1200 x 630). */
const shareImage = '/icons/share-card.png';

/** The head elements of one page: description, canonical link, Open Graph and Twitter card. */
function pageHead(page: SitePage, title: string, indexable: boolean): string {
  const url = `${siteOriginPlaceholder}${page.path}`;
  const image = `${siteOriginPlaceholder}${shareImage}`;
  const title_ = escapeHtml(title);
  const description = escapeHtml(page.description);
  return [
    `<meta name="description" content="${description}">`,
    indexable ? `<link rel="canonical" href="${url}">` : '',
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escapeHtml(productName)}">`,
    `<meta property="og:title" content="${title_}">`,
    `<meta property="og:description" content="${description}">`,
    indexable ? `<meta property="og:url" content="${url}">` : '',
    `<meta property="og:image" content="${image}">`,
    '<meta property="og:image:width" content="1200">',
    '<meta property="og:image:height" content="630">',
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${title_}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<meta name="twitter:image" content="${image}">`,
  ].join('');
}

/**
 * One prerendered page: the client build's index.html with the page's title and head, its styles,
 * and its markup inside #root for the client to hydrate. No inline script is added (the CSP
 * allows none).
 */
export function pageDocument(
  template: string,
  page: SitePage,
  rendered: RenderedPage,
  { indexable }: { indexable: boolean },
): string {
  const withTitle = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '');
  const withHead = withTitle.replace(
    '</head>',
    () => `${pageHead(page, rendered.title, indexable)}${rendered.head}</head>`,
  );
  const rootElement = '<div id="root"></div>';
  if (!withHead.includes(rootElement)) throw new Error(`index.html has no ${rootElement}`);
  return withHead.replace(rootElement, () => `<div id="root">${rendered.html}</div>`);
}
