// The call part of a consultation room, laid out as a video call: a stage with the other side's tile (their
// video, or their initials while there is none) and your own picture in a corner, and the controls in one bar
// under it — start (video or audio), accept or decline a ring, mute, camera off, hang up — plus what the
// server metered when the call ended. A completed consultation (`canStart` false) takes no new call but still
// shows how the last one ended. `children` (the End consultation step) sits under the bar.
import { AudioMutedOutlined, AudioOutlined, PhoneOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Avatar } from '@/components/avatar';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode } from 'react';
import { initialsOf } from '@/layouts/dashboard/initials';
import { useT } from '@/i18n';
import type { CallStore } from '@/stores/CallStore';

function StreamVideo({
  stream,
  label,
  muted,
  className,
}: {
  stream: MediaStream | null;
  label: string;
  muted?: boolean;
  className: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return <video ref={ref} aria-label={label} autoPlay playsInline muted={muted} className={className} />;
}

export const CallPanel = observer(function CallPanel({
  call,
  otherName,
  canStart,
  autoEndAt,
  children,
}: {
  call: CallStore;
  otherName: string;
  canStart: boolean;
  autoEndAt: string | null;
  children?: ReactNode;
}) {
  const t = useT();
  const inCall = call.phase === 'calling' || call.phase === 'connecting' || call.phase === 'connected';
  // The other side's initials stand in for a picture: before a call, on an audio call, while connecting.
  const showInitials = !inCall || !call.video || call.phase !== 'connected';
  return (
    <section aria-label={t('Call')} className="call-stage">
      <div className="call-tiles">
        {/* The video elements stay mounted during a call: they also play an audio call's sound. */}
        {inCall && (
          <>
            <StreamVideo stream={call.remoteStream} label={t('Remote video')} className="call-tile-remote" />
            <StreamVideo
              stream={call.localStream}
              label={t('Your video')}
              muted
              className={call.video && !call.cameraOff ? 'call-tile-self' : 'call-tile-self is-hidden'}
            />
          </>
        )}
        {showInitials && (
          <div className="call-placeholder">
            <Avatar size={72} className="call-avatar">
              {initialsOf(otherName)}
            </Avatar>
            <span className="call-placeholder-name">{otherName}</span>
            {call.phase === 'idle' && !call.ended && (
              <span className="call-placeholder-hint">
                {canStart
                  ? t('Start a video or audio call when you are both ready.')
                  : t('No call is open now: the chat stays open.')}
              </span>
            )}
          </div>
        )}
        {inCall && (
          <p role="status" className="call-status">
            {call.phase === 'calling'
              ? t('Calling {name}…', { name: otherName })
              : call.phase === 'connecting'
                ? t('Connecting…')
                : t('In call with {name}', { name: otherName })}
          </p>
        )}
      </div>

      {(canStart || call.phase !== 'idle' || call.ended) && (
        <div className="call-controls" role="toolbar" aria-label={t('Call controls')}>
          {call.phase === 'idle' && canStart && (
            <>
              <Button
                type="primary"
                icon={<VideoCameraOutlined aria-hidden />}
                onClick={() => void call.start(true)}
              >
                {t('Start video call')}
              </Button>
              <Button icon={<PhoneOutlined aria-hidden />} onClick={() => void call.start(false)}>
                {t('Start audio call')}
              </Button>
            </>
          )}
          {call.phase === 'ringing' && (
            <>
              <span role="status" className="call-ringing">
                {call.video
                  ? t('{name} is calling (video).', { name: otherName })
                  : t('{name} is calling (audio).', { name: otherName })}
              </span>
              <Button type="primary" onClick={() => void call.accept()}>
                {t('Accept')}
              </Button>
              <Button danger onClick={() => call.hangUp()}>
                {t('Decline')}
              </Button>
            </>
          )}
          {inCall && (
            <>
              <Button
                shape="round"
                icon={call.muted ? <AudioMutedOutlined aria-hidden /> : <AudioOutlined aria-hidden />}
                onClick={() => call.toggleMute()}
                aria-pressed={call.muted}
              >
                {call.muted ? t('Unmute') : t('Mute')}
              </Button>
              {call.video && (
                <Button
                  shape="round"
                  icon={<VideoCameraOutlined aria-hidden />}
                  onClick={() => call.toggleCamera()}
                  aria-pressed={call.cameraOff}
                >
                  {call.cameraOff ? t('Camera on') : t('Camera off')}
                </Button>
              )}
              <Button
                danger
                type="primary"
                shape="round"
                icon={<PhoneOutlined aria-hidden rotate={135} />}
                onClick={() => call.hangUp()}
              >
                {t('Hang up')}
              </Button>
            </>
          )}
          {call.ended && call.phase === 'idle' && (
            <span role="status" className="call-ended">
              {call.endedMinutes != null
                ? t('Call ended · metered {minutes} min.', { minutes: call.endedMinutes })
                : t('Call ended.')}
            </span>
          )}
        </div>
      )}
      {inCall && autoEndAt && (
        <p className="call-note">{t('The call ends automatically at {time}.', { time: autoEndAt })}</p>
      )}
      {call.error && (
        <p role="alert" className="call-error">
          {call.error}
        </p>
      )}
      {children}
    </section>
  );
});
