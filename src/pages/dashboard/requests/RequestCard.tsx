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
import { consultationTypeWords, moreActionsSign, requestChatPath, requestDate } from './requestRow';
import { useT, type Translate } from '@/i18n';
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

/** The request's meeting type as sent ('Online', 'On-site'), in the reader's language when it is one of those. */
const meetingType = (value: string, t: Translate) =>
  value in consultationTypeWords
    ? t(consultationTypeWords[value as keyof typeof consultationTypeWords])
    : value;

export function RequestCard({
  request,
  onDelete,
  onAccept,
  onComplete,
  onDownload,
  counterpart = 'expert',
}: Props) {
  const t = useT();
  const expert = request.expert || t('expert not found');
  return (
    <article className="request-card" aria-label={request.title}>
      <header className="request-card-header">
        {counterpart === 'client' ? (
          <Avatar>{initialsOf(request.client)}</Avatar>
        ) : request.image ? (
          <ExpertAvatar name={expert} image={request.image} />
        ) : (
          <Avatar aria-label={t('No expert photo')}>{initialsOf(request.expert)}</Avatar>
        )}
        <span className="request-card-who">
          <span className="request-expert">{counterpart === 'client' ? request.client : expert}</span>
          <span className="request-updated">{formatDate(request.updatedAt)}</span>
        </span>
        {request.isOwner && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [{ key: 'delete', label: t('Delete'), danger: true, onClick: () => onDelete(request) }],
            }}
          >
            <Button size="small" aria-label={t('More actions for {title}', { title: request.title })}>
              {moreActionsSign}
            </Button>
          </Dropdown>
        )}
      </header>
      <h3>{request.title}</h3>
      <p>{request.description}</p>
      <dl className="request-details">
        <dt>{t('Date')}</dt>
        <dd>{requestDate(request.date)}</dd>
        <dt>{t('Time')}</dt>
        <dd>{request.timing || t('time not found')}</dd>
        <dt>{t('Meeting type')}</dt>
        <dd>{meetingType(request.consultationType, t)}</dd>
      </dl>
      {request.documents.length > 0 && (
        <div className="request-documents" aria-label={t('Documents')}>
          <DocumentChips
            documents={request.documents}
            pathOf={(id) => pathOf({ path: requestDocumentPath }, { id })}
            onDownload={onDownload}
          />
        </div>
      )}
      {request.canAccept && (
        <Button type="primary" onClick={() => onAccept(request)}>
          {t('Accept')}
        </Button>
      )}
      {request.canChat && <LinkButton to={requestChatPath(request._id)}>{t('Chat')}</LinkButton>}
      {request.canComplete && <Button onClick={() => onComplete(request)}>{t('Mark completed')}</Button>}
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
