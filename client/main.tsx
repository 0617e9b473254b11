import { holdEarlySubmits } from './app/early-submit';
import { nextTask } from './app/next-task';

holdEarlySubmits();

// The prerendered page paints first; the app's code is fetched and run after that first frame, so
// a slow phone shows the text without waiting for (or sharing its connection with) the script.
// Evaluating a module runs all of it in one task, so the app's large parts are evaluated one per
// task (React DOM, Chakra with emotion and the theme, the theme's system, the routes, then the
// app): each is a long stretch of work on a slow phone, and the browser answers input in between.
// Only the app's own modules are named here: a dynamic import of a library's index would keep all
// of it.
requestAnimationFrame(async () => {
  await nextTask();
  const steps = [
    () => import('react-dom/client'),
    () => import('./app/theme-config'),
    () => import('./app/theme'),
    () => import('./app/router'),
    () => import('./boot'),
  ];
  for (const step of steps) {
    await step();
    await nextTask();
  }
});
