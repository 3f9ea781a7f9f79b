// Schedules (spec section 2): the signed-in user's consultations, client or lawyer, in the tabs upcoming (default),
// live and completed with real count badges; cards attach documents, ask to reschedule, answer and cancel; a
// completed consultation of the client's offers 'Write a review' until it is reviewed (60 days).
import type { Booking, ScheduleTab } from '@contract';
import { scheduleTabs } from '@contract/bookingTerms';
import { Badge, Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/ApiError';
import { saveBlob } from '@/api/download';
import { LoadMore } from '@/components/LoadMore';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { PageTabs } from '@/components/PageTabs';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { lazyPart } from '@/components/lazyPart';
import { DashboardHome } from './home/DashboardHome';
import { acceptedExtensions } from './requests/requestFiles';
import { ScheduleCard } from './schedules/ScheduleCard';
import { scheduleTabWords } from './schedules/scheduleWords';

// Dialogs, fetched when the screen first renders rather than with it.
const RescheduleDialog = lazyPart(
  async () => (await import('./schedules/RescheduleDialog')).RescheduleDialog,
);
const WriteReviewModal = lazyPart(async () => (await import('./reviews/WriteReviewModal')).WriteReviewModal);

function SchedulesPage() {
  const { schedules, platform, auth } = useStores();
  const toast = useToast();
  const t = useT();
  const navigate = useNavigate();
  const role = auth.user?.role;
  const [rescheduling, setRescheduling] = useState<Booking | null>(null);
  const [reviewing, setReviewing] = useState<Booking | null>(null);

  useEffect(() => {
    schedules.open();
  }, [schedules]);

  async function upload(booking: Booking) {
    const [file] = await platform.openFiles({ accept: acceptedExtensions, multiple: false });
    if (!file) return;
    const result = await schedules.upload(booking._id, file);
    // The store's failure names the server's reason, which the person can act on.
    if (result.ok) toast.success(t('File uploaded successfully for schedule ID: {id}', { id: booking._id }));
    else toast.error(result.message);
  }

  async function run(action: () => Promise<void>, done: string) {
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error((isApiError(error) && error.serverMessage) || t('Could not update this schedule.'));
    }
  }

  async function download(id: string, name: string) {
    try {
      saveBlob(await schedules.downloadDocument(id), name);
    } catch (error) {
      console.error('Download failed', error);
      toast.error(t('Could not download the file.'));
    }
  }

  async function addToCalendar(booking: Booking) {
    try {
      saveBlob(await schedules.calendarFile(booking._id), `consultation-${booking._id}.ics`);
    } catch (error) {
      console.error('Download failed', error);
      toast.error(t('Could not download the calendar file.'));
    }
  }

  const tab = schedules.tab;
  return (
    <Page
      heading={t('Schedules')}
      description={t('Your upcoming, live and completed consultations.')}
      actions={
        role === 'professional' ? (
          <Button onClick={() => navigate('/dashboard/settings/availability')}>
            {t('Set availability')}
          </Button>
        ) : role === 'consumer' ? (
          <Button type="primary" onClick={() => navigate('/dashboard/find-experts')}>
            {t('Find a lawyer')}
          </Button>
        ) : undefined
      }
    >
      {/* The overview follows the list: an action below (cancel, accept a new time) changes the counts. */}
      <DashboardHome role={role} reloadKey={JSON.stringify(schedules.counts)} />
      <PageTabs
        activeKey={tab}
        onChange={(key) => schedules.setTab(key as ScheduleTab)}
        items={scheduleTabs.map((name) => ({
          key: name,
          label: (
            <span>
              {t(scheduleTabWords[name].name)}{' '}
              <Badge
                count={schedules.counts[name]}
                showZero
                className="count-badge"
                aria-label={t('{count} {tab}', {
                  count: schedules.counts[name],
                  tab: t(scheduleTabWords[name].name),
                })}
              />
            </span>
          ),
        }))}
      >
        <Loaded
          resource={schedules.list}
          isEmpty={(list) => list.items.length === 0}
          empty={<p>{t(scheduleTabWords[tab].empty)}</p>}
        >
          {(list) => (
            <section aria-label={t(scheduleTabWords[tab].list)} className="request-list">
              {list.items.map((booking) => (
                <ScheduleCard
                  key={booking._id}
                  booking={booking}
                  tab={tab}
                  uploading={schedules.uploading === booking._id ? schedules.uploadProgress : null}
                  onUpload={(b) => void upload(b)}
                  onReschedule={setRescheduling}
                  onAnswer={(b, answer) =>
                    void run(
                      () =>
                        schedules.act(b._id, answer === 'accept' ? 'acceptReschedule' : 'declineReschedule'),
                      answer === 'accept' ? t('New time accepted.') : t('Reschedule request declined.'),
                    )
                  }
                  onDecide={(b, decision) =>
                    void run(
                      () => schedules.act(b._id, decision),
                      decision === 'approve' ? t('Consultation approved.') : t('Consultation declined.'),
                    )
                  }
                  onCancel={(b) =>
                    void run(() => schedules.act(b._id, 'cancel'), t('Consultation cancelled.'))
                  }
                  onDownload={(id, name) => void download(id, name)}
                  onReview={setReviewing}
                  onAddToCalendar={(b) => void addToCalendar(b)}
                />
              ))}
              <LoadMore more={schedules.more} />
            </section>
          )}
        </Loaded>
      </PageTabs>
      <RescheduleDialog booking={rescheduling} onClose={() => setRescheduling(null)} />
      <WriteReviewModal
        booking={reviewing}
        onClose={() => setReviewing(null)}
        onSubmit={async (input) => {
          await schedules.review(input);
          setReviewing(null);
          toast.success(t('Thank you for your review.'));
        }}
      />
    </Page>
  );
}

export default observer(SchedulesPage);
