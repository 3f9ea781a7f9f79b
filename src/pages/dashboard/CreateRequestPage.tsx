// Create Request: the user's requests by tab (new / on-going / completed, default on-going), cards with
// delete/accept/complete, and the New request form. A lawyer reads it as 'Requests': the requests clients sent
// them, titled and worded for that, without the form (clients post requests; lawyers answer them). Data from the requests store. A lawyer with 'Filter messages
// from unknown users' on finds new requests from clients who never booked them under 'Message requests'.
import type { ConsultationRequest, RequestStatus } from '@contract';
import { requestMessages, requestStatuses } from '@contract/requestTerms';
import { useT, type Translate } from '@/i18n';
import { Button, Skeleton, Switch } from 'antd';
import { LazyModal } from '@/components/LazyModal';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '@/api/ApiError';
import { saveBlob } from '@/api/download';
import { LoadMore } from '@/components/LoadMore';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { PageTabs } from '@/components/PageTabs';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { requestTabWords } from './requests/requestWords';
import { earlyPart, lazyPart } from '@/components/lazyPart';

// A tab's rows (the table, or the new requests' cards, with antd's Dropdown and the avatars) show once the list has
// come: requested as the screen opens, they arrive while it waits for the list, behind the list's skeleton.
const rowsSkeleton = <Skeleton active paragraph={{ rows: 3 }} />;
const RequestTable = earlyPart(
  async () => (await import('./requests/RequestTable')).RequestTable,
  rowsSkeleton,
);
const RequestCards = earlyPart(
  async () => (await import('./requests/RequestCard')).RequestCards,
  rowsSkeleton,
);

/** The New request form (and the contract's schema it checks with), fetched when the screen first renders. */
const NewRequestModal = lazyPart(async () => (await import('./requests/NewRequestModal')).NewRequestModal);

/** The lawyer a profile's Message button names (by id), read for their name; null until read or if unknown. */
function useMentionedLawyer(id: string | null) {
  const { experts } = useStores();
  useEffect(() => {
    if (id) void experts.openProfile(id);
  }, [experts, id]);
  const found = experts.profile.data;
  return id && found?._id === id ? { _id: found._id, name: found.name } : null;
}

/** What an empty tab says: the spec's line for a client's new tab, else what would show here and when. */
function emptyText(tab: RequestStatus, lawyer: boolean, unknownOnly: boolean, t: Translate): string {
  if (unknownOnly) return t('No message requests.');
  if (tab === 'new')
    return lawyer
      ? t('No new requests from clients yet. A request that mentions you shows here.')
      : t('No new schedules available.');
  if (tab === 'on-going')
    return lawyer
      ? t('No requests in progress. A request you accept shows here until you mark it completed.')
      : t('No requests in progress. A request shows here once a lawyer accepts it.');
  return t('No completed requests yet.');
}

function CreateRequestPage() {
  const { requests, auth, settings } = useStores();
  const toast = useToast();
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<RequestStatus>('on-going');
  // A lawyer profile's Message button links here with ?expert={id}: the form opens mentioning that lawyer by
  // name (their e-mail may be private); an older ?mention={email} link opens it with the e-mail filled in.
  const [formOpen, setFormOpen] = useState(() => Boolean(params.get('mention') || params.get('expert')));
  const mentionedLawyer = useMentionedLawyer(params.get('expert'));
  const [toDelete, setToDelete] = useState<ConsultationRequest | null>(null);
  const [messageRequests, setMessageRequests] = useState(false);
  const lawyer = auth.user?.role === 'professional';
  const filtering = lawyer && tab === 'new' && settings.settings?.filterUnknownMessages !== false;
  const unknownOnly = filtering && messageRequests;

  const closeForm = () => {
    setFormOpen(false);
    // The profile link's ?expert= (or ?mention=) has done its job: a later 'New request' starts empty.
    if (params.has('mention') || params.has('expert'))
      setParams(
        (current) => {
          current.delete('mention');
          current.delete('expert');
          return current;
        },
        { replace: true },
      );
  };

  useEffect(() => {
    requests.show({ tab, unknownOnly });
  }, [requests, tab, unknownOnly]);

  async function remove(request: ConsultationRequest) {
    setToDelete(null);
    try {
      await requests.remove(request);
      toast.success(t(requestMessages.deleted));
    } catch (error) {
      toast.error((isApiError(error) && error.serverMessage) || t(requestMessages.deleteFailed));
    }
  }

  async function act(request: ConsultationRequest, action: 'accept' | 'complete') {
    try {
      await requests.act(request, action);
      toast.success(action === 'accept' ? t('Request accepted') : t('Request marked completed'));
    } catch (error) {
      toast.error((isApiError(error) && error.serverMessage) || t('Could not update the request.'));
    }
  }

  async function download(id: string, name: string) {
    try {
      saveBlob(await requests.downloadDocument(id), name);
    } catch (error) {
      console.error('Download failed', error);
      toast.error(t('Could not download the file.'));
    }
  }

  const shown = requests.list.state === 'ready' ? requests.list.data : undefined;

  return (
    <Page
      heading={lawyer ? t('Requests') : t('Create Request')}
      description={
        lawyer
          ? t(
              'Consultation requests that clients sent you. Accept one to chat with the client; mark it completed when the work is done.',
            )
          : t('Post a consultation request and attach your documents.')
      }
      actions={
        lawyer ? undefined : (
          <Button type="primary" onClick={() => setFormOpen(true)}>
            {t('New request')}
          </Button>
        )
      }
    >
      <PageTabs
        activeKey={tab}
        onChange={(key) => setTab(key as RequestStatus)}
        items={requestStatuses.map((status) => ({
          key: status,
          label:
            status === tab && shown
              ? t('{tab} ({count})', { tab: t(requestTabWords[status].name), count: shown.total })
              : t(requestTabWords[status].name),
        }))}
      >
        <h2 className="request-tab-title">{t(requestTabWords[tab].name)}</h2>
        {filtering && (
          <p className="form-hint">
            <Switch
              checked={messageRequests}
              onChange={setMessageRequests}
              aria-label={t('Message requests')}
            />{' '}
            {t('Message requests: new requests from clients who have not booked you yet.')}
          </p>
        )}
        <Loaded
          resource={requests.list}
          isEmpty={(list) => list.items.length === 0}
          empty={<p>{emptyText(tab, lawyer, unknownOnly, t)}</p>}
        >
          {(list) => (
            <section
              aria-label={unknownOnly ? t('Message requests') : t(requestTabWords[tab].list)}
              className="request-list"
            >
              {tab === 'new' ? (
                <RequestCards
                  requests={list.items}
                  onDelete={setToDelete}
                  onAccept={(r) => void act(r, 'accept')}
                  onComplete={(r) => void act(r, 'complete')}
                  onDownload={(id, name) => void download(id, name)}
                  counterpart={lawyer ? 'client' : 'expert'}
                />
              ) : (
                <RequestTable
                  requests={list.items}
                  onDelete={setToDelete}
                  onComplete={(r) => void act(r, 'complete')}
                  onDownload={(id, name) => void download(id, name)}
                  counterpart={lawyer ? 'client' : 'expert'}
                />
              )}
              <LoadMore more={requests.more} />
            </section>
          )}
        </Loaded>
      </PageTabs>
      <NewRequestModal
        open={formOpen}
        initialMention={params.get('mention') ?? ''}
        mentionedLawyer={mentionedLawyer}
        onClose={closeForm}
        onCreated={() => {
          closeForm();
          void requests.list.load();
        }}
      />
      <LazyModal
        open={toDelete !== null}
        title={t('Are you sure?')}
        onCancel={() => setToDelete(null)}
        footer={[
          <Button key="cancel" onClick={() => setToDelete(null)}>
            {t('Cancel')}
          </Button>,
          <Button key="delete" danger type="primary" onClick={() => toDelete && void remove(toDelete)}>
            {t('Delete')}
          </Button>,
        ]}
      >
        <p>{t('This action cannot be undone. This will permanently delete the request.')}</p>
      </LazyModal>
    </Page>
  );
}

export default observer(CreateRequestPage);
