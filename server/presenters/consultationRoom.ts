// A consultation room as the wire shows it (`consultationRoomSchema`), seen by one participant: a booking's
// room carries its mode, times, call window and metering; a request's chat only the people.
import type { ConsultationRoom, IceServer, Settings } from '@contract';
import type { UserRow } from '../db/schema';
import type { Room } from '../services/consultations';

export interface RoomView {
  room: Room;
  me: Pick<UserRow, 'id' | 'name'>;
  other: Pick<UserRow, 'id' | 'name'>;
  settings: Pick<Settings, 'autoEndCall' | 'progressBar'>;
  /** The booking's call window now (null in a request's chat). */
  window: { open: boolean; opensAt?: string; endedAt?: string } | null;
  iceServers: IceServer[];
}

/** Who of the two pressed End, seen from `userId`. */
function endPressedBy(booking: Room['booking'], userId: string) {
  if (!booking) return { me: false, other: false };
  const client = Boolean(booking.client_ended_at);
  const lawyer = Boolean(booking.lawyer_ended_at);
  return booking.client_id === userId ? { me: client, other: lawyer } : { me: lawyer, other: client };
}

export function presentRoom({ room, me, other, settings, window, iceServers }: RoomView): ConsultationRoom {
  const booking = room.booking;
  return {
    _id: room.id,
    kind: room.kind,
    instant: booking?.kind === 'instant',
    topic: room.title,
    mode: booking?.mode ?? null,
    startAt: booking?.start_at ?? null,
    endAt: booking?.end_at ?? null,
    me: { _id: me.id, name: me.name },
    otherParty: { _id: other.id, name: other.name },
    readOnly: room.readOnly,
    calls: !!booking && !room.readOnly && !!window?.open,
    iceServers: booking ? iceServers : [],
    autoEndCall: settings.autoEndCall,
    progressBar: settings.progressBar,
    meteredMinutes: booking?.metered_minutes ?? null,
    pricePaise: booking?.price_paise ?? null,
    toBeRefundedPaise: booking?.metered_minutes == null ? null : booking.refund_due_paise,
    opensAt: window?.opensAt ?? null,
    endedAt: window?.endedAt ?? null,
    endPressed: endPressedBy(booking, me.id),
  };
}
