// The Help Center's list of the user's tickets and signed-in contact messages, each with its status and the
// support team's replies under it.
import { Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { Loaded } from '@/components/Loaded';
import { LoadMore } from '@/components/LoadMore';
import { useStores } from '@/stores/context';
import { useT } from '@/i18n';
import { formatDate, formatDateTime } from '@/i18n/dates';
import { supportStatusColors, supportStatusLabels } from './supportStatus';

function HelpCenterTickets() {
  const { support } = useStores();
  const t = useT();
  return (
    <Loaded
      resource={support.tickets}
      isEmpty={(page) => page.items.length === 0}
      empty={<p>{t('No tickets yet.')}</p>}
    >
      {(page) => (
        <>
          <ul aria-label={t('Support tickets')} className="support-tickets">
            {page.items.map((ticket) => (
              <li key={ticket._id} className="support-ticket">
                <div>
                  <strong>{ticket.kind === 'contact' ? t(ticket.subject) : ticket.subject}</strong>{' '}
                  <Tag color={supportStatusColors[ticket.status]}>
                    {t(supportStatusLabels[ticket.status])}
                  </Tag>{' '}
                  <span className="support-meta">
                    {ticket.kind === 'contact'
                      ? t('Contact form, {date}', { date: formatDate(ticket.createdAt) })
                      : formatDate(ticket.createdAt)}
                  </span>
                </div>
                {ticket.replies.length > 0 && (
                  <ol aria-label={t('Replies from support')} className="support-replies">
                    {ticket.replies.map((reply) => (
                      <li key={reply._id}>
                        <span className="support-meta">
                          {t('LexSetu support, {date}', { date: formatDateTime(reply.createdAt) })}
                        </span>
                        <p className="support-reply-body">{reply.body}</p>
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ul>
          <LoadMore more={support.more} />
        </>
      )}
    </Loaded>
  );
}

export default observer(HelpCenterTickets);
