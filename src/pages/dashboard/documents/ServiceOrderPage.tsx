// One legal-document order (/dashboard/service-orders/:id), for its client, its lawyer and admins: the landing's
// four steps as a Steps timeline, the questionnaire after payment, the included call, the versions with their
// downloads and notes, revision and approval, the lawyer's delivery, cancel before a lawyer accepts, the
// review once delivered, and every step with its time and actor. The order's view, shown once the order has come:
// ServiceOrderRoute.tsx (the route's module) loads it and draws the page until then, and fetches this module as
// it does, so the route's first load has none of the antd parts below.
import type { Question, ServiceOrder } from '@contract';
import { bookingToday, slotLabel } from '@contract/bookingClock';
import { slotStart } from '@contract/bookingTerms';
import { formatRupees } from '@contract/rupees';
import { serviceOrderStatusLabels, serviceOrderSteps } from '@contract/serviceOrderTerms';
import { Alert, Button, Popconfirm, Rate, Steps, Tag, Timeline } from 'antd';
import { ChoiceSelect } from '@/components/ChoiceSelect';
import { Input, TextArea } from '@/components/inputs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FileChoice, sizeText } from '@/components/FileChoice';
import { Page } from '@/components/Page';
import { Panel } from '@/components/Panel';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { messageOf } from '@/stores/resource';
import { formatDateTime } from '@/i18n/dates';
import { LinkButton } from '@/components/LinkButton';

const when = (iso: string) => formatDateTime(iso);

/** Which of the four steps the order is at. */
function stepOf(order: ServiceOrder): number {
  if (order.status === 'awaiting_payment') return 0;
  if (!order.detailsAt) return 1;
  if (order.status === 'delivered') return 3;
  return 2;
}

function Questionnaire({ order }: { order: ServiceOrder }) {
  const { serviceOrders } = useStores();
  const toast = useToast();
  const [answers, setAnswers] = useState<Record<string, string>>(() => ({ ...order.answers }));
  const [files, setFiles] = useState<Record<string, File>>({});
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const text = Object.fromEntries(
      order.questionnaire.filter((q) => q.type !== 'file').map((q) => [q.id, answers[q.id] ?? '']),
    );
    try {
      await serviceOrders.sendDetails(order._id, text, files);
      toast.success('Details sent. A verified lawyer will take your order.');
    } catch (e) {
      setError(messageOf(e, 'The details could not be sent. Please try again.'));
    }
  }

  const field = (q: Question) => {
    const id = `q-${q.id}`;
    const label = `${q.label}${q.required ? '' : ' (optional)'}`;
    if (q.type === 'file')
      return (
        <div key={q.id} className="form-field">
          <label htmlFor={id}>{label}</label>
          {order.answers[q.id] && <p className="muted">Sent: {order.answers[q.id]}</p>}
          <FileChoice
            id={id}
            accept={['.pdf', '.png', '.jpg', '.jpeg', '.doc', '.docx']}
            file={files[q.id] ?? null}
            hint="PDF, PNG, JPG, DOC or DOCX"
            onChange={(file) =>
              setFiles((f) => {
                const next = { ...f };
                if (file) next[q.id] = file;
                else delete next[q.id];
                return next;
              })
            }
          />
        </div>
      );
    const common = {
      id,
      value: answers[q.id] ?? '',
      onChange: (e: { target: { value: string } }) => setAnswers((a) => ({ ...a, [q.id]: e.target.value })),
    };
    return (
      <div key={q.id} className="form-field">
        <label htmlFor={id}>{label}</label>
        {q.type === 'date' ? (
          <Input type="date" {...common} />
        ) : q.type === 'money' ? (
          <Input inputMode="numeric" prefix="₹" {...common} />
        ) : (
          <TextArea autoSize={{ minRows: 1, maxRows: 4 }} {...common} />
        )}
      </div>
    );
  };

  return (
    <Panel title="Your details" className="section-block">
      <form onSubmit={submit} className="stacked-form" noValidate>
        {order.questionnaire.map(field)}
        {error && <Alert type="error" showIcon title={error} />}
        <Button type="primary" htmlType="submit" loading={serviceOrders.busy}>
          {order.detailsAt ? 'Update details' : 'Send details'}
        </Button>
      </form>
    </Panel>
  );
}

function CallBooking({ order }: { order: ServiceOrder }) {
  const { serviceOrders } = useStores();
  const toast = useToast();
  const [date, setDate] = useState(() => bookingToday(new Date(Date.now() + 86_400_000)));
  const [slots, setSlots] = useState<string[]>([]);
  const [slot, setSlot] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const lawyerId = order.lawyer?._id;
  useEffect(() => {
    if (!lawyerId) return;
    let live = true;
    serviceOrders
      .freeSlots(lawyerId, date)
      .then((s) => live && (setSlots(s), setSlot(undefined)))
      .catch(() => live && setSlots([]));
    return () => {
      live = false;
    };
  }, [serviceOrders, lawyerId, date]);

  async function book() {
    if (!slot) return;
    setError(null);
    try {
      await serviceOrders.bookCall(order._id, slotStart(date, slot).toISOString());
      toast.success('Call booked. You will find it in Schedules.');
    } catch (e) {
      setError(messageOf(e, 'The call could not be booked.'));
    }
  }

  return (
    <Panel title="Schedule your included call" className="section-block">
      <div className="inline-form">
        <div className="form-field">
          <label htmlFor="call-date">Date</label>
          <Input id="call-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div className="form-field inline-form-field">
          <label htmlFor="call-slot">Time</label>
          <ChoiceSelect
            id="call-slot"
            value={slot}
            onChange={setSlot}
            placeholder={slots.length ? 'Choose a time' : 'No free time that day'}
            options={slots.map((s) => ({ value: s, label: slotLabel(s) }))}
          />
        </div>
        <Button onClick={() => void book()} disabled={!slot} loading={serviceOrders.busy}>
          Book the call
        </Button>
      </div>
      <p className="muted">Included in the package: no extra charge.</p>
      {error && <Alert type="error" showIcon title={error} />}
    </Panel>
  );
}

function Delivery({ order }: { order: ServiceOrder }) {
  const { serviceOrders } = useStores();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function send(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError('Please choose the version (PDF or DOCX).');
    setError(null);
    try {
      await serviceOrders.deliver(order._id, file, note);
      setFile(null);
      setNote('');
      toast.success('Version delivered. The client has been told.');
    } catch (e) {
      setError(messageOf(e, 'The version could not be delivered.'));
    }
  }
  return (
    <Panel title="Deliver a version" className="section-block">
      <form onSubmit={send} className="stacked-form" noValidate>
        <div className="form-field">
          <label htmlFor="version-file">Version file (PDF or DOCX)</label>
          <FileChoice
            id="version-file"
            accept={['.pdf', '.docx']}
            file={file}
            hint="PDF or DOCX"
            onChange={(chosen) => {
              setFile(chosen);
              setError(null);
            }}
          />
        </div>
        <div className="form-field">
          <label htmlFor="version-note">What changed</label>
          <TextArea id="version-note" value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        {error && <Alert type="error" showIcon title={error} />}
        <Button type="primary" htmlType="submit" loading={serviceOrders.busy}>
          Deliver version
        </Button>
      </form>
    </Panel>
  );
}

function ReviewForm({ order }: { order: ServiceOrder }) {
  const { serviceOrders } = useStores();
  const toast = useToast();
  const [stars, setStars] = useState(5);
  const [text, setText] = useState('');
  async function send() {
    try {
      await serviceOrders.review(order._id, stars, text);
      toast.success('Thank you for your review.');
    } catch (e) {
      toast.error(messageOf(e, 'The review could not be sent.'));
    }
  }
  return (
    <Panel title={`Review ${order.lawyer?.name ?? 'your lawyer'}`} className="section-block">
      <Rate value={stars} onChange={setStars} aria-label="Stars" />
      <TextArea
        aria-label="Your review"
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="block-gap-xs"
      />
      <Button onClick={() => void send()}>Send review</Button>
    </Panel>
  );
}

/** The order, once it has come (ServiceOrderRoute.tsx loads it and draws the page until then). */
function OrderView({ order }: { order: ServiceOrder }) {
  const { serviceOrders } = useStores();
  const toast = useToast();
  const [comments, setComments] = useState('');

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
    } catch (e) {
      toast.error(messageOf(e, 'That did not work. Please try again.'));
    }
  };
  const download = async (fileId: string, name: string) => {
    const blob = await serviceOrders.downloadFile(order._id, fileId);
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
    URL.revokeObjectURL(url);
  };
  const step = stepOf(order);
  const versions = [...order.deliveries].sort((a, b) => b.version - a.version);

  return (
    <Page heading={order.service.title} description={`Order of ${formatRupees(order.pricePaise)}`}>
      <p>
        <Tag color={order.status === 'cancelled' ? 'red' : order.status === 'delivered' ? 'green' : 'blue'}>
          {serviceOrderStatusLabels[order.status]}
        </Tag>
        {order.lawyer && <span className="inline-gap">Lawyer: {order.lawyer.name}</span>}
        {order.dueAt && order.status !== 'delivered' && <span> · Due {when(order.dueAt)}</span>}
      </p>
      <Steps
        current={step}
        status={order.status === 'cancelled' ? 'error' : order.status === 'delivered' ? 'finish' : 'process'}
        items={serviceOrderSteps.map((s) => ({ title: s.title, content: s.text }))}
        aria-label="Order steps"
        className="section-block"
      />

      {order.can.pay && (
        <LinkButton type="primary" to={`/payment?serviceOrder=${encodeURIComponent(order._id)}`}>
          Pay now
        </LinkButton>
      )}
      {order.can.answer && <Questionnaire order={order} />}
      {order.can.accept && (
        <Button
          type="primary"
          onClick={() => void run(() => serviceOrders.accept(order._id), 'Order accepted.')}
        >
          Accept order
        </Button>
      )}
      {order.call && (
        <Alert
          type="info"
          showIcon
          title={`Included call booked for ${when(order.call.start)}`}
          description={<Link to="/dashboard/schedules">See it in Schedules</Link>}
          className="block-gap-sm"
        />
      )}
      {order.can.bookCall && <CallBooking order={order} />}
      {order.can.deliver && <Delivery order={order} />}

      <Panel title="Versions" className="section-block">
        {versions.length === 0 ? (
          <p className="muted">No version yet.</p>
        ) : (
          <ul className="plain stacked-list" aria-label="Versions">
            {versions.map((v) => (
              <li key={v._id}>
                <strong>
                  {v.kind === 'draft' ? 'First draft (generated from the answers)' : `Version ${v.version}`}
                </strong>
                : {v.name} ({sizeText(v.size)}), {when(v.createdAt)}
                {v.note && <span className="muted"> · {v.note}</span>}{' '}
                <Button
                  size="small"
                  onClick={() => void download(v._id, v.name)}
                  aria-label={`Download ${v.name}`}
                >
                  Download
                </Button>
              </li>
            ))}
          </ul>
        )}
        {(order.can.revise || order.can.approve) && (
          <div className="stacked-form section-gap">
            {order.can.revise && (
              <>
                <label htmlFor="revision-comments">
                  What should change ({order.revisionsAllowed - order.revisionsUsed} revision
                  {order.revisionsAllowed - order.revisionsUsed === 1 ? '' : 's'} left)
                </label>
                <TextArea
                  id="revision-comments"
                  value={comments}
                  onChange={(e) => setComments(e.target.value)}
                />
                <Button
                  disabled={!comments.trim()}
                  onClick={() =>
                    void run(async () => {
                      await serviceOrders.revise(order._id, comments);
                      setComments('');
                    }, 'Revision requested. The lawyer has been told.')
                  }
                >
                  Ask for a revision
                </Button>
              </>
            )}
            {order.can.approve && (
              <Button
                type="primary"
                onClick={() =>
                  void run(
                    () => serviceOrders.approve(order._id),
                    'Document approved. It is on its way to your e-mail and in your Documents.',
                  )
                }
              >
                Approve the latest version
              </Button>
            )}
          </div>
        )}
        {order.status === 'delivered' && (
          <p>
            Delivered by e-mail and kept in <Link to="/dashboard/invoices">Documents</Link>.
          </p>
        )}
      </Panel>

      {order.files.length > 0 && (
        <Panel title="Files sent by the client" className="section-block">
          <ul className="plain">
            {order.files.map((f) => (
              <li key={f._id}>
                {f.name} ({sizeText(f.size)}){' '}
                <Button
                  size="small"
                  onClick={() => void download(f._id, f.name)}
                  aria-label={`Download ${f.name}`}
                >
                  Download
                </Button>
              </li>
            ))}
          </ul>
        </Panel>
      )}

      {order.can.review && <ReviewForm order={order} />}

      <Panel title="Timeline" className="section-block">
        <Timeline
          items={order.timeline.map((e, i) => ({
            key: `${e.kind}-${i}`,
            content: (
              <span>
                {e.text}{' '}
                <span className="muted">
                  — {e.actor}, {when(e.at)}
                </span>
              </span>
            ),
          }))}
        />
      </Panel>

      {order.can.cancel && (
        <Popconfirm
          title="Cancel this order?"
          description={order.paidAt ? 'You get a full refund and a credit note.' : undefined}
          okText="Cancel order"
          cancelText="Keep it"
          onConfirm={() => void run(() => serviceOrders.cancel(order._id), 'Order cancelled.')}
        >
          <Button danger>Cancel order</Button>
        </Popconfirm>
      )}
      <p className="section-gap">
        <Link to="/dashboard/service-orders">All document orders</Link>
      </p>
    </Page>
  );
}

export const ServiceOrderView = observer(OrderView);
