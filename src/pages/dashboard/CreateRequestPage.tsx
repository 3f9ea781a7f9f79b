// Create Request: the user's requests by tab (new / on-going / completed, default on-going), cards with
// delete/accept/complete, and the New request form. Data from /api/requests. A lawyer with 'Filter messages
// from unknown users' on finds new requests from clients who never booked them under 'Message requests'.
import {
  requestEndpoints,
  requestMessages,
  requestStatuses,
  type ConsultationRequest,
  type RequestStatus,
} from '@contract';
import { Button, Modal, Switch, Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '@/api/ApiError';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { NewRequestModal } from './requests/NewRequestModal';
import { RequestCard } from './requests/RequestCard';
import { RequestTable } from './requests/RequestTable';
import { downloadWithToken } from '@/api/download';

/** The lawyer a profile's Message button names (by id), read for their name; null until read or if unknown. */
function useMentionedLawyer(id: string | null) {
  const { experts } = useStores();
  useEffect(() => {
    if (id) void experts.openProfile(id);
  }, [experts, id]);
  const found = experts.profile.data;
  return id && found?._id === id ? { _id: found._id, name: found.name } : null;
}

function CreateRequestPage() {
  const { api, platform, auth, settings } = useStores();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<RequestStatus>('on-going');
  const [requests, setRequests] = useState<ConsultationRequest[]>([]);
  const [loading, setLoading] = useState(true);
  // A lawyer profile's Message button links here with ?expert={id}: the form opens mentioning that lawyer by
  // name (their e-mail may be private); an older ?mention={email} link opens it with the e-mail filled in.
  const [formOpen, setFormOpen] = useState(() => Boolean(params.get('mention') || params.get('expert')));
  const mentionedLawyer = useMentionedLawyer(params.get('expert'));
  const [toDelete, setToDelete] = useState<ConsultationRequest | null>(null);
  const [messageRequests, setMessageRequests] = useState(false);
  const filtering =
    auth.user?.role === 'professional' && tab === 'new' && settings.settings?.filterUnknownMessages !== false;
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

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const query = unknownOnly ? { tab, from: 'unknown' as const } : { tab };
      setRequests(await api.call(requestEndpoints.list, { query }));
    } catch (error) {
      console.error('Loading requests failed', error);
      setRequests([]);
    } finally {
      setLoading(false);
    }
  }, [api, tab, unknownOnly]);

  useEffect(() => {
    void load();
  }, [load]);

  async function remove(request: ConsultationRequest) {
    setToDelete(null);
    try {
      await api.call(requestEndpoints.remove, { params: { id: request._id } });
      toast.success(requestMessages.deleted);
      setRequests((list) => list.filter((r) => r._id !== request._id));
    } catch (error) {
      toast.error((isApiError(error) && error.serverMessage) || requestMessages.deleteFailed);
    }
  }

  async function act(request: ConsultationRequest, action: 'accept' | 'complete') {
    try {
      await api.call(requestEndpoints[action], { params: { id: request._id } });
      toast.success(action === 'accept' ? 'Request accepted' : 'Request marked completed');
      await load();
    } catch (error) {
      toast.error((isApiError(error) && error.serverMessage) || 'Could not update the request.');
    }
  }

  async function download(id: string, name: string) {
    try {
      await downloadWithToken(platform, `/api/files/${encodeURIComponent(id)}`, name);
    } catch (error) {
      console.error('Download failed', error);
      toast.error('Could not download the file.');
    }
  }

  const cards = requests.map((request) => (
    <RequestCard
      key={request._id}
      request={request}
      onDelete={setToDelete}
      onAccept={(r) => void act(r, 'accept')}
      onComplete={(r) => void act(r, 'complete')}
      onDownload={(id, name) => void download(id, name)}
    />
  ));

  return (
    <Page
      heading="Create Request"
      description="Post a consultation request and attach your documents."
      actions={
        <Button type="primary" onClick={() => setFormOpen(true)}>
          New request
        </Button>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as RequestStatus)}
        items={requestStatuses.map((status) => ({
          key: status,
          label: status === tab && !loading ? `${status} (${requests.length})` : status,
        }))}
      />
      <h2 className="request-tab-title">{tab}</h2>
      {filtering && (
        <p className="form-hint">
          <Switch checked={messageRequests} onChange={setMessageRequests} aria-label="Message requests" />{' '}
          Message requests: new requests from clients who have not booked you yet.
        </p>
      )}
      {loading ? (
        <p role="status">Loading...</p>
      ) : (
        <section aria-label={unknownOnly ? 'Message requests' : `${tab} requests`} className="request-list">
          {unknownOnly && requests.length === 0 ? (
            <p>No message requests.</p>
          ) : tab === 'new' && requests.length === 0 ? (
            <p>No new schedules available.</p>
          ) : tab === 'new' ? (
            cards
          ) : (
            <RequestTable
              requests={requests}
              onDelete={setToDelete}
              onComplete={(r) => void act(r, 'complete')}
              onDownload={(id, name) => void download(id, name)}
            />
          )}
        </section>
      )}
      <NewRequestModal
        open={formOpen}
        initialMention={params.get('mention') ?? ''}
        mentionedLawyer={mentionedLawyer}
        onClose={closeForm}
        onCreated={() => {
          closeForm();
          void load();
        }}
      />
      <Modal
        open={toDelete !== null}
        title="Are you sure?"
        onCancel={() => setToDelete(null)}
        footer={[
          <Button key="cancel" onClick={() => setToDelete(null)}>
            Cancel
          </Button>,
          <Button key="delete" danger type="primary" onClick={() => toDelete && void remove(toDelete)}>
            Delete
          </Button>,
        ]}
      >
        <p>This action cannot be undone. This will permanently delete the request.</p>
      </Modal>
    </Page>
  );
}

export default observer(CreateRequestPage);
