// The shared list of the on-going and completed tabs: one row per request with the spec's columns, the
// documents, and the actions the signed-in user may take (Chat with the accepted lawyer or the client; Mark
// completed; Delete for the owner).
import type { ConsultationRequest } from '@contract';
import { requestDocumentPath } from '@contract/requestTerms';
import { pathOf } from '@contract/paths';
import { Button, Dropdown, Tag } from 'antd';
import { Avatar } from '@/components/avatar';
import { LazyTable } from '@/components/LazyTable';
import { consultationTypeWords, moreActionsSign, requestChatPath, requestRow } from './requestRow';
import { DocumentChips } from '@/components/DocumentChips';
import { initialsOf } from '@/layouts/dashboard/initials';
import { ExpertAvatar } from '../experts/ExpertAvatar';
import { LinkButton } from '@/components/LinkButton';
import { useT } from '@/i18n';

interface Props {
  requests: ConsultationRequest[];
  onDelete: (request: ConsultationRequest) => void;
  onComplete: (request: ConsultationRequest) => void;
  onDownload: (documentId: string, name: string) => void;
  /** The first column: the expert (a client's screen, the spec) or the client who sent it (a lawyer's). */
  counterpart?: 'expert' | 'client';
}

export function RequestTable({ requests, onDelete, onComplete, onDownload, counterpart = 'expert' }: Props) {
  const t = useT();
  const clientColumn = {
    title: t('Client'),
    key: 'client',
    render: (_: unknown, request: ConsultationRequest) => (
      <span className="request-expert">
        <Avatar size="small">{initialsOf(request.client)}</Avatar> {request.client}
      </span>
    ),
  };
  return (
    <LazyTable<ConsultationRequest>
      rowKey="_id"
      dataSource={requests}
      pagination={false}
      scroll={{ x: true }}
      onRow={(request) => ({ 'aria-label': request.title }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        counterpart === 'client'
          ? clientColumn
          : {
              title: t('Expert'),
              key: 'expert',
              render: (_, request) => {
                const row = requestRow(request);
                return (
                  <span className="request-expert">
                    {row.image ? (
                      // The lawyer's photo is an API address that needs the login: ExpertAvatar fetches it.
                      <ExpertAvatar name={row.expert} image={row.image} size={24} />
                    ) : (
                      <Avatar size="small">{initialsOf(request.expert)}</Avatar>
                    )}{' '}
                    {row.expert}
                  </span>
                );
              },
            },
        { title: t('Title'), dataIndex: 'title', key: 'title' },
        { title: t('Date'), key: 'date', render: (_, r) => requestRow(r).date },
        { title: t('Timing'), key: 'timing', render: (_, r) => requestRow(r).timing },
        {
          title: t('Meeting type'),
          key: 'type',
          render: (_, r) => t(consultationTypeWords[requestRow(r).consultationType]),
        },
        { title: t('Mentioned'), key: 'mention', render: (_, r) => requestRow(r).mention },
        { title: t('Budget'), key: 'budget', render: (_, r) => requestRow(r).budget },
        {
          title: t('Status'),
          key: 'status',
          // Completed in green; accepted by a lawyer and under way in blue ('In progress', never 'Pending' in
          // red); only a request no lawyer has accepted yet reads 'Pending', in red as the spec has it.
          render: (_, r) =>
            requestRow(r).status ? (
              <Tag color="green">{t('Completed')}</Tag>
            ) : r.status === 'on-going' ? (
              <Tag color="blue">{t('In progress')}</Tag>
            ) : (
              <Tag color="red">{t('Pending')}</Tag>
            ),
        },
        {
          title: t('Documents'),
          key: 'documents',
          // A dash when none, as the other empty cells (a label over nothing read as missing on a phone's card).
          render: (_, r) =>
            r.documents.length === 0 ? (
              '—'
            ) : (
              <DocumentChips
                documents={r.documents}
                pathOf={(id) => pathOf({ path: requestDocumentPath }, { id })}
                onDownload={onDownload}
              />
            ),
        },
        {
          title: t('Actions'),
          key: 'actions',
          fixed: 'right',
          render: (_, r) => (
            <span className="request-actions">
              {r.canChat && (
                <LinkButton size="small" to={requestChatPath(r._id)}>
                  {t('Chat')}
                </LinkButton>
              )}
              {r.canComplete && (
                <Button size="small" onClick={() => onComplete(r)}>
                  {t('Mark completed')}
                </Button>
              )}
              {r.isOwner && (
                <Dropdown
                  trigger={['click']}
                  menu={{
                    items: [{ key: 'delete', label: t('Delete'), danger: true, onClick: () => onDelete(r) }],
                  }}
                >
                  <Button size="small" aria-label={t('More actions for {title}', { title: r.title })}>
                    {moreActionsSign}
                  </Button>
                </Dropdown>
              )}
            </span>
          ),
        },
      ]}
    />
  );
}
