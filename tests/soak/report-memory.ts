/**
 * Preloaded into the server process by the soak script (`--expose-gc --import`): every
 * SOAK_MEMORY_INTERVAL_MS it collects garbage and logs the memory that is still held, so the
 * figures show what the server keeps, not what it has not yet freed.
 */
const intervalMs = Number(process.env.SOAK_MEMORY_INTERVAL_MS || 5_000);

setInterval(() => {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  process.stdout.write(`${JSON.stringify({ msg: 'memory', rss, heapUsed, external })}\n`);
}, intervalMs).unref();
