// The call controller against fake media and a fake RTCPeerConnection: what it sends over the room's socket,
// what it does to the local tracks (mute, camera off, hang up), and how the caller rebuilds the media path
// (ICE restart: a new offer) when the connection fails or the socket comes back while media is down.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientFrame, ServerFrame } from '@contract';
import { CallStore } from './CallStore';

class FakeTrack {
  enabled = true;
  stopped = false;
  constructor(readonly kind: 'audio' | 'video') {}
  stop() {
    this.stopped = true;
  }
}

class FakeStream {
  constructor(readonly tracks: FakeTrack[]) {}
  getTracks() {
    return this.tracks;
  }
  getAudioTracks() {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((t) => t.kind === 'video');
  }
}

class FakePeer {
  static all: FakePeer[] = [];
  connectionState: RTCPeerConnectionState = 'new';
  remoteDescription: RTCSessionDescriptionInit | null = null;
  offers: Array<RTCOfferOptions | undefined> = [];
  added: FakeTrack[] = [];
  candidates: RTCIceCandidateInit[] = [];
  closed = false;
  onicecandidate: ((ev: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null = null;
  ontrack: ((ev: unknown) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  constructor(readonly config: RTCConfiguration) {
    FakePeer.all.push(this);
  }
  addTrack(track: FakeTrack) {
    this.added.push(track);
  }
  async createOffer(options?: RTCOfferOptions) {
    this.offers.push(options);
    return { type: 'offer' as const, sdp: `offer-${this.offers.length}` };
  }
  async createAnswer() {
    return { type: 'answer' as const, sdp: 'answer-1' };
  }
  async setLocalDescription() {}
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remoteDescription = description;
  }
  async addIceCandidate(candidate: RTCIceCandidateInit) {
    this.candidates.push(candidate);
  }
  close() {
    this.closed = true;
  }
  /** The browser reports a new connection state. */
  become(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

let streams: FakeStream[] = [];
const getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
  const stream = new FakeStream([
    new FakeTrack('audio'),
    ...(constraints.video ? [new FakeTrack('video')] : []),
  ]);
  streams.push(stream);
  return stream;
});

beforeEach(() => {
  FakePeer.all = [];
  streams = [];
  getUserMedia.mockClear();
  vi.stubGlobal('RTCPeerConnection', FakePeer);
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
});
afterEach(() => vi.unstubAllGlobals());

const ready = (by: string | null = null, active = false): ServerFrame => ({
  type: 'ready',
  userId: 'U1',
  otherOnline: true,
  call: { active, video: true, by },
});
const offersSent = (sent: ClientFrame[]) =>
  sent.filter((f) => f.type === 'signal' && (f.data.description as { type?: string })?.type === 'offer');

/** A caller whose video call the other side accepted and that connected. */
async function connectedCaller() {
  const sent: ClientFrame[] = [];
  const call = new CallStore((f) => sent.push(f), [{ urls: 'stun:stun.example' }], 'U1');
  await call.start(true);
  call.onFrame({ type: 'signal', data: { accept: true } });
  await vi.waitFor(() => expect(offersSent(sent)).toHaveLength(1));
  const pc = FakePeer.all[0];
  call.onFrame({ type: 'signal', data: { description: { type: 'answer', sdp: 'answer-1' } } });
  await vi.waitFor(() => expect(pc.remoteDescription).toEqual({ type: 'answer', sdp: 'answer-1' }));
  pc.become('connected');
  return { call, sent, pc, stream: streams[0] };
}

describe('CallStore', () => {
  it('rings, offers once accepted over the configured ICE servers, and reports the connection', async () => {
    const { call, sent, pc, stream } = await connectedCaller();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true, video: true });
    expect(sent[0]).toEqual({ type: 'call', action: 'start', video: true });
    expect(pc.config).toEqual({ iceServers: [{ urls: 'stun:stun.example' }] });
    expect(pc.added).toEqual(stream.tracks);
    expect(pc.offers).toEqual([{ iceRestart: false }]);
    expect(call.phase).toBe('connected');
    expect(sent.at(-1)).toEqual({ type: 'call', action: 'connected' });
  });

  it('mutes the microphone and turns the camera off and on again without touching the other track', async () => {
    const { call, stream } = await connectedCaller();
    const [audio, video] = stream.tracks;
    call.toggleMute();
    expect(call.muted).toBe(true);
    expect([audio.enabled, video.enabled]).toEqual([false, true]);
    call.toggleCamera();
    expect(call.cameraOff).toBe(true);
    expect([audio.enabled, video.enabled]).toEqual([false, false]);
    call.toggleMute();
    call.toggleCamera();
    expect([call.muted, call.cameraOff, audio.enabled, video.enabled]).toEqual([false, false, true, true]);
  });

  it('hangs up: tells the room, stops the camera and microphone and closes the connection', async () => {
    const { call, sent, pc, stream } = await connectedCaller();
    call.toggleMute();
    call.hangUp();
    expect(sent.at(-1)).toEqual({ type: 'call', action: 'hangup' });
    expect(stream.tracks.every((t) => t.stopped)).toBe(true);
    expect(pc.closed).toBe(true);
    expect([call.phase, call.localStream, call.muted]).toEqual(['idle', null, false]);
    // The server's word that it ended carries the metered minutes.
    call.onFrame({ type: 'call', action: 'ended', by: 'U1', meteredMinutes: 3 });
    expect([call.ended, call.endedMinutes]).toEqual([true, 3]);
  });

  it('offers again with an ICE restart when the socket comes back while media is down', async () => {
    const { call, sent, pc } = await connectedCaller();
    pc.become('disconnected'); // the network dropped: socket and media path alike
    call.onFrame(ready('U1', true)); // the room's socket is back
    await vi.waitFor(() => expect(offersSent(sent)).toHaveLength(2));
    expect(pc.offers.at(-1)).toEqual({ iceRestart: true });
    expect(FakePeer.all).toHaveLength(1); // the same connection, renegotiated

    // A failed connection is restarted at once, socket or not.
    pc.become('failed');
    await vi.waitFor(() => expect(offersSent(sent)).toHaveLength(3));
    expect(pc.offers.at(-1)).toEqual({ iceRestart: true });

    // Media still flowing when the socket returns: nothing to renegotiate.
    pc.become('connected');
    call.onFrame(ready('U1', true));
    await new Promise((done) => setTimeout(done, 0));
    expect(offersSent(sent)).toHaveLength(3);
  });

  it('answers as the callee: accept, queue early candidates, answer the offer', async () => {
    const sent: ClientFrame[] = [];
    const call = new CallStore((f) => sent.push(f), [], 'U2');
    call.onFrame({ type: 'call', action: 'start', by: 'U1', video: false });
    expect(call.phase).toBe('ringing');
    await call.accept();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true, video: false });
    expect(sent).toEqual([{ type: 'signal', data: { accept: true } }]);
    const pc = FakePeer.all[0];
    call.onFrame({ type: 'signal', data: { candidate: { candidate: 'c1' } } });
    call.onFrame({ type: 'signal', data: { description: { type: 'offer', sdp: 'offer-1' } } });
    await vi.waitFor(() =>
      expect(sent.at(-1)).toEqual({
        type: 'signal',
        data: { description: { type: 'answer', sdp: 'answer-1' } },
      }),
    );
    expect(pc.candidates).toEqual([{ candidate: 'c1' }]);
    // The callee never re-offers after a reconnect: the caller does.
    pc.become('disconnected');
    call.onFrame(ready('U1', true));
    await new Promise((done) => setTimeout(done, 0));
    expect(pc.offers).toEqual([]);
  });
});
