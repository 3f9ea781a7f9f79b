// What an admin weighs beside a pending profile: the certificate shown in the page (a PDF in a frame, an image
// as itself, from a blob URL fetched with the admin's token) and the lawyer's record — each earlier
// verification decision and their no-shows.
import type { VerificationItem } from '@contract';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Loaded } from '@/components/Loaded';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { useT } from '@/i18n';
import { formatDate, formatDateTime } from '@/i18n/dates';

/** The certificate inline: a PDF in an <object> (with a link when the browser has no PDF viewer), an image. */
export const CertificatePreview = observer(function CertificatePreview({ item }: { item: VerificationItem }) {
  const { verifications } = useStores();
  const t = useT();
  const toast = useToast();
  const [url, setUrl] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  // The blob URL lives as long as the preview shows.
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  async function show() {
    setOpen(true);
    if (url) return;
    try {
      setUrl(URL.createObjectURL(await verifications.certificate(item)));
    } catch (error) {
      console.error('Certificate preview failed', error);
      setOpen(false);
      toast.error(t('Could not load the certificate.'));
    }
  }

  if (!item.certificate) return null;
  const name = item.certificate.name;
  return (
    <div className="section-gap">
      <Button onClick={() => (open ? setOpen(false) : void show())} aria-expanded={open}>
        {open ? t('Hide certificate') : t('Preview certificate')}
      </Button>
      {open &&
        url &&
        (item.certificate.mime === 'application/pdf' ? (
          <object
            data={url}
            type="application/pdf"
            className="certificate-preview"
            aria-label={t('Certificate of {name}', { name: item.name })}
          >
            <a href={url} download={name}>
              {t('Download the certificate')}
            </a>
          </object>
        ) : (
          <img
            src={url}
            alt={t('Certificate of {name}', { name: item.name })}
            className="certificate-preview"
          />
        ))}
    </div>
  );
});

/** The lawyer's verification decisions and attendance, asked for with a button. */
export const LawyerRecordView = observer(function LawyerRecordView({ userId }: { userId: string }) {
  const { verifications } = useStores();
  const t = useT();
  const [shown, setShown] = useState(false);
  const record = verifications.record(userId);

  return (
    <div className="section-gap">
      <Button
        aria-expanded={shown}
        onClick={() => {
          setShown(!shown);
          if (!shown) void record.load();
        }}
      >
        {shown ? t('Hide record') : t('Verification history and no-shows')}
      </Button>
      {shown && (
        <Loaded resource={record} rows={2}>
          {(r) => (
            <div className="section-gap">
              <h4>{t('Verification history')}</h4>
              {r.decisions.length === 0 ? (
                <p>{t('No decisions yet: this is the first review.')}</p>
              ) : (
                <ul aria-label={t('Verification history')}>
                  {r.decisions.map((d) => (
                    <li key={d._id}>
                      {d.decision === 'verified'
                        ? t('Verified on {date}', { date: formatDateTime(d.decidedAt) })
                        : t('Rejected on {date}: {reason}', {
                            date: formatDateTime(d.decidedAt),
                            reason: d.reason ?? '',
                          })}
                    </li>
                  ))}
                </ul>
              )}
              <h4>{t('Attendance')}</h4>
              <p>
                {t(
                  'Joined {joined, plural, one {# consultation} other {# consultations}}; no-shows: {noShows}',
                  {
                    joined: r.joined,
                    noShows: r.noShows,
                  },
                )}
              </p>
              {r.recentNoShows.length > 0 && (
                <ul aria-label={t('Latest no-shows')}>
                  {r.recentNoShows.map((n) => (
                    <li key={n.bookingId}>{t('Did not join on {date}', { date: formatDate(n.startAt) })}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </Loaded>
      )}
    </div>
  );
});
