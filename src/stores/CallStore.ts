// The WebRTC call of a consultation room: signalling over the room's WebSocket (ConsultationStore.frame), ICE
// servers from the API's configuration. The caller offers once the other side accepts; a failed connection is
// restarted (ICE restart) by the caller; hang up by either ends the call for both and the server meters it.
import type { ClientFrame, IceServer, ServerFrame } from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { translate } from '@/i18n';

export type CallPhase = 'idle' | 'calling' | 'ringing' | 'connecting' | 'connected';

export class CallStore {
  phase: CallPhase = 'idle';
  video = true;
  muted = false;
  cameraOff = false;
  localStream: MediaStream | null = null;
  remoteStream: MediaStream | null = null;
  error: string | null = null;
  /** Minutes the server metered when the last call ended. */
  endedMinutes: number | null = null;
  ended = false;

  private pc: RTCPeerConnection | null = null;
  private caller = false;
  private pendingCandidates: RTCIceCandidateInit[] = [];

  constructor(
    private readonly send: (frame: ClientFrame) => void,
    private readonly iceServers: IceServer[],
    private readonly myId: string,
  ) {
    makeAutoObservable<this, 'pc' | 'send' | 'pendingCandidates'>(this, {
      pc: false,
      send: false,
      pendingCandidates: false,
      localStream: false,
      remoteStream: false,
    });
  }

  async start(video: boolean): Promise<void> {
    if (this.phase !== 'idle') return;
    this.video = video;
    this.caller = true;
    this.ended = false;
    if (!(await this.openMedia())) return;
    runInAction(() => (this.phase = 'calling'));
    this.send({ type: 'call', action: 'start', video });
  }

  async accept(): Promise<void> {
    if (this.phase !== 'ringing') return;
    this.caller = false;
    if (!(await this.openMedia())) return;
    this.createPeer();
    runInAction(() => (this.phase = 'connecting'));
    this.send({ type: 'signal', data: { accept: true } });
  }

  hangUp(): void {
    this.send({ type: 'call', action: 'hangup' });
    this.cleanup();
  }

  toggleMute(): void {
    this.muted = !this.muted;
    this.localStream?.getAudioTracks().forEach((t) => (t.enabled = !this.muted));
  }

  toggleCamera(): void {
    this.cameraOff = !this.cameraOff;
    this.localStream?.getVideoTracks().forEach((t) => (t.enabled = !this.cameraOff));
  }

  /** Frames from the room's socket. */
  onFrame = (frame: ServerFrame): void => {
    if (frame.type === 'call') {
      if (frame.action === 'start' && frame.by !== this.myId && this.phase === 'idle') {
        this.video = frame.video ?? true;
        this.ended = false;
        this.phase = 'ringing';
      } else if (frame.action === 'ended') {
        this.endedMinutes = frame.meteredMinutes ?? null;
        this.ended = true;
        this.cleanup();
      }
    } else if (frame.type === 'signal') void this.onSignal(frame.data);
    else if (
      frame.type === 'ready' &&
      frame.call.active &&
      this.phase === 'idle' &&
      frame.call.by !== this.myId
    ) {
      this.video = frame.call.video;
      this.phase = 'ringing';
    } else if (frame.type === 'ready' && this.pc && this.caller && this.pc.connectionState !== 'connected') {
      // Back after a dropped socket: offer again so the media path is rebuilt.
      void this.offer(true);
    }
  };

  dispose(): void {
    this.cleanup();
  }

  private async openMedia(): Promise<boolean> {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: this.video });
      runInAction(() => {
        this.localStream = stream;
        this.error = null;
      });
      return true;
    } catch {
      runInAction(() => (this.error = translate('Allow microphone and camera access to call.')));
      return false;
    }
  }

  private createPeer(): RTCPeerConnection {
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    this.pc = pc;
    this.localStream?.getTracks().forEach((t) => pc.addTrack(t, this.localStream!));
    pc.onicecandidate = (ev) => {
      if (ev.candidate) this.send({ type: 'signal', data: { candidate: ev.candidate.toJSON() } });
    };
    pc.ontrack = (ev) =>
      runInAction(() => (this.remoteStream = ev.streams[0] ?? new MediaStream([ev.track])));
    pc.onconnectionstatechange = () => {
      if (this.pc !== pc) return;
      if (pc.connectionState === 'connected') {
        runInAction(() => (this.phase = 'connected'));
        this.send({ type: 'call', action: 'connected' });
      } else if (pc.connectionState === 'failed' && this.caller) void this.offer(true);
    };
    return pc;
  }

  private async offer(iceRestart = false) {
    const pc = this.pc ?? this.createPeer();
    const offer = await pc.createOffer({ iceRestart });
    await pc.setLocalDescription(offer);
    this.send({ type: 'signal', data: { description: { type: offer.type, sdp: offer.sdp } } });
  }

  private async onSignal(data: Record<string, unknown>) {
    if (data.accept && this.caller && this.phase === 'calling') {
      runInAction(() => (this.phase = 'connecting'));
      await this.offer();
      return;
    }
    const pc = this.pc;
    if (!pc) return;
    if (data.description) {
      const description = data.description as RTCSessionDescriptionInit;
      await pc.setRemoteDescription(description);
      for (const c of this.pendingCandidates.splice(0)) await pc.addIceCandidate(c);
      if (description.type === 'offer') {
        const answer = await pc.createAnswer();
        await pc.setLocalDescription(answer);
        this.send({ type: 'signal', data: { description: { type: answer.type, sdp: answer.sdp } } });
      }
    } else if (data.candidate) {
      const candidate = data.candidate as RTCIceCandidateInit;
      if (pc.remoteDescription) await pc.addIceCandidate(candidate).catch(() => undefined);
      else this.pendingCandidates.push(candidate);
    }
  }

  private cleanup() {
    this.pc?.close();
    this.pc = null;
    this.pendingCandidates = [];
    this.localStream?.getTracks().forEach((t) => t.stop());
    this.localStream = null;
    this.remoteStream = null;
    this.phase = 'idle';
    this.muted = false;
    this.cameraOff = false;
    this.caller = false;
  }
}
