/**
 * Resolves in a new task (a zero-delay timer), so the browser can paint and answer input before
 * the work after it: evaluating a module graph is one task, and a slow phone needs the breaks.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
