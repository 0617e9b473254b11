// The prerendered page paints first; the app's code (already downloading: the page preloads it)
// runs after that first frame, so a slow phone shows the text without waiting for the script.
requestAnimationFrame(() => {
  setTimeout(() => import('./boot'));
});
