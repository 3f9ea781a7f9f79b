// The chat of an accepted request (/dashboard/requests/:requestId/chat): the room page, chat only.
import { RoomPage } from './ConsultationPage';

export default function RequestChatPage() {
  return <RoomPage kind="request" />;
}
