/** setTimeout's longest wait (about 24.8 days); a longer one would fire at once. */
const longestWaitMs = 2 ** 31 - 1;

/**
 * Runs `task` at `at` (at once when that has passed), however far ahead it is. Returns the cancel.
 * The timer does not keep the process alive: what it ends (a socket) already does.
 */
export function runAt(at: Date, task: () => void): () => void {
  let timer: NodeJS.Timeout;
  const arm = () => {
    const waitMs = at.getTime() - Date.now();
    timer = waitMs > longestWaitMs ? setTimeout(arm, longestWaitMs) : setTimeout(task, Math.max(0, waitMs));
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}
