// A WebSocket a test drives by hand: open it, deliver server frames, drop it; what the app sent is kept.
import type { SocketLike } from '@/stores/RoomSocket';

export class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.drop(code);
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  deliver(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

/** Opens FakeSockets and keeps them, newest last. */
export function fakeSockets() {
  const opened: FakeSocket[] = [];
  return {
    opened,
    open: (url: string) => {
      const socket = new FakeSocket(url);
      opened.push(socket);
      return socket;
    },
    latest: () => opened.at(-1),
  };
}
