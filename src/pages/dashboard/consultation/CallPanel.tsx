// The call part of a consultation room: start (video or audio), accept an incoming call, mute, camera off,
// hang up, the two video streams, and what the server metered when the call ended. A completed consultation
// (`canStart` false) takes no new call but still shows how the last one ended.
import { Button, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { CallStore } from '@/stores/CallStore';

function StreamVideo({
  stream,
  label,
  muted,
}: {
  stream: MediaStream | null;
  label: string;
  muted?: boolean;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video ref={ref} aria-label={label} autoPlay playsInline muted={muted} className="consultation-video" />
  );
}

export const CallPanel = observer(function CallPanel({
  call,
  otherName,
  canStart,
  autoEndAt,
}: {
  call: CallStore;
  otherName: string;
  canStart: boolean;
  autoEndAt: string | null;
}) {
  const inCall = call.phase === 'calling' || call.phase === 'connecting' || call.phase === 'connected';
  return (
    <section aria-label="Call" className="consultation-call">
      {call.phase === 'idle' && canStart && (
        <Space wrap>
          <Button type="primary" onClick={() => void call.start(true)}>
            Start video call
          </Button>
          <Button onClick={() => void call.start(false)}>Start audio call</Button>
        </Space>
      )}
      {call.phase === 'ringing' && (
        <Space wrap>
          <span role="status">
            {otherName} is calling ({call.video ? 'video' : 'audio'}).
          </span>
          <Button type="primary" onClick={() => void call.accept()}>
            Accept
          </Button>
          <Button danger onClick={() => call.hangUp()}>
            Decline
          </Button>
        </Space>
      )}
      {inCall && (
        <>
          <p role="status">
            {call.phase === 'calling'
              ? `Calling ${otherName}…`
              : call.phase === 'connecting'
                ? 'Connecting…'
                : `In call with ${otherName}`}
          </p>
          {autoEndAt && <p>The call ends automatically at {autoEndAt}.</p>}
          <div className="consultation-videos">
            <StreamVideo stream={call.remoteStream} label="Remote video" />
            <StreamVideo stream={call.localStream} label="Your video" muted />
          </div>
          <Space wrap>
            <Button onClick={() => call.toggleMute()} aria-pressed={call.muted}>
              {call.muted ? 'Unmute' : 'Mute'}
            </Button>
            {call.video && (
              <Button onClick={() => call.toggleCamera()} aria-pressed={call.cameraOff}>
                {call.cameraOff ? 'Camera on' : 'Camera off'}
              </Button>
            )}
            <Button danger type="primary" onClick={() => call.hangUp()}>
              Hang up
            </Button>
          </Space>
        </>
      )}
      {call.ended && call.phase === 'idle' && (
        <p role="status">
          Call ended{call.endedMinutes != null ? ` · metered ${call.endedMinutes} min` : ''}.
        </p>
      )}
      {call.error && <p role="alert">{call.error}</p>}
    </section>
  );
});
