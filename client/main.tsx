const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// The prerendered page paints first; the app's code is fetched and run after that first frame, so
// a slow phone shows the text without waiting for (or sharing its connection with) the script.
// React DOM and the app (design system, routes) then run in separate tasks: each is a long stretch
// of work on a slow phone, and the browser answers input in between.
requestAnimationFrame(async () => {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('./boot');
});
