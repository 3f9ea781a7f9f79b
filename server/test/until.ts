// Waits for what a background sweep (every second, on its own timer) does: reads again until `done` holds, for at
// most 10 s of real time (CI's loaded cores), then answers the last read so the test's own assertion names what was missing.
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}
