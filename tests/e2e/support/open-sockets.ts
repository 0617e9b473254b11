import type { Page } from 'playwright-core';

/**
 * Keeps, in the page, the sockets open right now (added on open, removed on close), so a test can
 * wait for a channel to listen before it makes the server speak; Playwright reports only a
 * socket's creation. Call before the page loads the app.
 */
export async function trackOpenSockets(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const open = new Set<WebSocket>();
    (window as unknown as { openSockets: Set<WebSocket> }).openSockets = open;
    const NativeWebSocket = window.WebSocket;
    window.WebSocket = class extends NativeWebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        this.addEventListener('open', () => open.add(this));
        this.addEventListener('close', () => open.delete(this));
      }
    };
  });
}

/** Resolves once the page has an open socket whose path matches `path`. */
export async function waitForOpenSocket(page: Page, path: RegExp): Promise<void> {
  await page.waitForFunction(
    (source) =>
      [...(window as unknown as { openSockets: Set<WebSocket> }).openSockets].some((socket) =>
        new RegExp(source).test(new URL(socket.url).pathname),
      ),
    path.source,
  );
}
