// The live heap of a server process started with `--inspect=127.0.0.1:<port>`: a full garbage collection
// through the DevTools protocol, then the bytes still in use. What a leak grows is what survives a full
// collection; RSS also holds garbage V8 has not yet collected and heap it keeps reserved.
export async function liveHeapReader(inspectPort) {
  const [target] = await fetch(`http://127.0.0.1:${inspectPort}/json/list`).then((r) => r.json());
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let nextId = 1;
  const waiting = new Map();
  socket.onmessage = ({ data }) => {
    const message = JSON.parse(data);
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  };
  const call = (method) =>
    new Promise((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      socket.send(JSON.stringify({ id, method }));
    });
  return {
    /** MB in use after a full collection. */
    async liveMb() {
      await call('HeapProfiler.collectGarbage');
      const { usedSize } = await call('Runtime.getHeapUsage');
      return usedSize / 1024 / 1024;
    },
    close: () => socket.close(),
  };
}
