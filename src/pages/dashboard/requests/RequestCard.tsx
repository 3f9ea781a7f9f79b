// One request: expert (for the lawyer it was sent to: the client who sent it), last update, a menu with Delete (owner), details, a chip per document, and the
// lawyer's Accept / the participants' Chat and Mark completed.
import type { ConsultationRequest } from '@contract';
import { requestDocumentPath } from '@contract/requestTerms';
import { pathOf } from '@contract/paths';
import { Button, Dropdown } from 'antd';
import { Avatar } from '@/components/avatar';
import { DocumentChips } from '@/components/DocumentChips';
import { initialsOf } from '@/layouts/dashboard/initials';
import { ExpertAvatar } from '../experts/ExpertAvatar';
import { requestChatPath } from './requestRow';
import { requestDate } from './requestRow';
import { formatDate } from '@/i18n/dates';
import { LinkButton } from '@/components/LinkButton';

interface Props {
  request: ConsultationRequest;
  onDelete: (request: ConsultationRequest) => void;
  onAccept: (request: ConsultationRequest) => void;
  onComplete: (request: ConsultationRequest) => void;
  onDownload: (documentId: string, name: string) => void;
  /** Whose name heads the card: the expert's (a client's screen, the spec) or the client's (a lawyer's). */
  counterpart?: 'expert' | 'client';
}

export function RequestCard({
  request,
  onDelete,
  onAccept,
  onComplete,
  onDownload,
  counterpart = 'expert',
}: Props) {
  const expert = request.expert || 'expert not found';
  return (
    <article className="request-card" aria-label={request.title}>
      <header className="request-card-header">
        {counterpart === 'client' ? (
          <Avatar>{initialsOf(request.client)}</Avatar>
        ) : request.image ? (
          <ExpertAvatar name={expert} image={request.image} />
        ) : (
          <Avatar aria-label="No expert photo">{initialsOf(request.expert)}</Avatar>
        )}
        <span className="request-card-who">
          <span className="request-expert">{counterpart === 'client' ? request.client : expert}</span>
          <span className="request-updated">{formatDate(request.updatedAt)}</span>
        </span>
        {request.isOwner && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [{ key: 'delete', label: 'Delete', danger: true, onClick: () => onDelete(request) }],
            }}
          >
            <Button size="small" aria-label={`More actions for ${request.title}`}>
              ⋯
            </Button>
          </Dropdown>
        )}
      </header>
      <h3>{request.title}</h3>
      <p>{request.description}</p>
      <dl className="request-details">
        <dt>Date</dt>
        <dd>{requestDate(request.date)}</dd>
        <dt>Time</dt>
        <dd>{request.timing || 'time not found'}</dd>
        <dt>Meeting type</dt>
        <dd>{request.consultationType}</dd>
      </dl>
      {request.documents.length > 0 && (
        <div className="request-documents" aria-label="Documents">
          <DocumentChips
            documents={request.documents}
            pathOf={(id) => pathOf({ path: requestDocumentPath }, { id })}
            onDownload={onDownload}
          />
        </div>
      )}
      {request.canAccept && (
        <Button type="primary" onClick={() => onAccept(request)}>
          Accept
        </Button>
      )}
      {request.canChat && <LinkButton to={requestChatPath(request._id)}>Chat</LinkButton>}
      {request.canComplete && <Button onClick={() => onComplete(request)}>Mark completed</Button>}
    </article>
  );
}

/** The cards of a tab, one per request, with the same actions: CreateRequestPage fetches them with the list. */
export function RequestCards({
  requests,
  ...actions
}: Omit<Props, 'request'> & { requests: ConsultationRequest[] }) {
  return requests.map((request) => <RequestCard key={request._id} request={request} {...actions} />);
}
