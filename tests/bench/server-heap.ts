import WebSocket from 'ws';

/**
 * What a server process holds in memory after a full garbage collection (V8 heap in use plus memory
 * outside it: buffers, sockets' native parts), in KiB, read through its inspector. Resident memory
 * would also count whatever garbage was waiting for the collector.
 */
export async function heapAfterCollectionKiB(inspectorUrl: string): Promise<number> {
  const socket = new WebSocket(inspectorUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let nextId = 1;
  type Answer = { id?: number; result?: { result?: { value?: unknown } } };
  const send = (method: string, params: object = {}) =>
    new Promise<Answer>((resolve) => {
      const id = nextId++;
      const onMessage = (data: WebSocket.RawData) => {
        const message = JSON.parse(data.toString()) as Answer;
        if (message.id !== id) return;
        socket.off('message', onMessage);
        resolve(message);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send('HeapProfiler.collectGarbage');
    const answer = await send('Runtime.evaluate', {
      expression: '(() => { const m = process.memoryUsage(); return m.heapUsed + m.external; })()',
      returnByValue: true,
    });
    const bytes = answer.result?.result?.value;
    if (typeof bytes !== 'number') throw new Error('the inspector did not answer with a number');
    return bytes / 1024;
  } finally {
    socket.close();
  }
}
