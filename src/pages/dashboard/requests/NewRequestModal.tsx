// The New request form in a modal: fields, documents (picked through the platform, so the desktop app shows its
// native dialog) with preview/remove, upload progress, spec messages. Document limits come from the server.
import { availableTimeSlots, localDateKey, requestMessages } from '@contract/requestTerms';
import { Button, Modal, Progress, Radio, Tag } from 'antd';
import { Input, TextArea } from '@/components/inputs';
import { observer } from 'mobx-react-lite';
import { useMemo, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/ApiError';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { ChosenFiles } from './ChosenFiles';
import { consultationTypeWords } from './requestRow';
import {
  acceptedExtensions,
  checkFiles,
  emptyRequestForm,
  toFormData,
  validateRequestForm,
  type RequestFormValues,
} from './requestForm';
import { useFileLimits } from './useFileLimits';

interface Props {
  open: boolean;
  initialMention: string;
  /** Opened from a lawyer's profile: the request mentions them by id, shown by name. */
  mentionedLawyer?: { _id: string; name: string } | null;
  onClose: () => void;
  onCreated: () => void;
}

export const NewRequestModal = observer(function NewRequestModal({
  open,
  initialMention,
  mentionedLawyer,
  onClose,
  onCreated,
}: Props) {
  const { requests, platform } = useStores();
  const toast = useToast();
  const t = useT();
  const navigate = useNavigate();
  const lawyerId = mentionedLawyer?._id ?? '';
  const [values, setValues] = useState<RequestFormValues>(() => emptyRequestForm(initialMention, lawyerId));
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const limits = useFileLimits();
  const today = localDateKey(new Date());
  const slots = useMemo(() => availableTimeSlots(values.date, new Date()), [values.date]);

  // Adjusted while rendering, not in an effect: an effect runs after the form is painted, so what a person
  // typed in between was wiped. Opening starts an empty form; the mentioned lawyer, read later for a profile
  // link, fills in the mention only.
  const [shownFor, setShownFor] = useState({ open, initialMention, lawyerId });
  if (
    open !== shownFor.open ||
    initialMention !== shownFor.initialMention ||
    lawyerId !== shownFor.lawyerId
  ) {
    setShownFor({ open, initialMention, lawyerId });
    if (open && !shownFor.open) {
      setValues(emptyRequestForm(initialMention, lawyerId));
      setFiles([]);
      setError(null);
      setProgress(null);
    } else if (open) {
      setValues((v) => ({ ...v, mention: initialMention, mentionId: lawyerId }));
    }
  }

  const set = (name: keyof RequestFormValues) => (value: string) =>
    setValues((v) => ({ ...v, [name]: value, ...(name === 'date' ? { timing: '' } : {}) }));
  const onText =
    (name: keyof RequestFormValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(name)(event.target.value);

  function fail(message: string) {
    setError(message);
    toast.error(message);
  }

  async function chooseFiles() {
    let chosen: File[];
    try {
      chosen = await platform.openFiles({ accept: acceptedExtensions, multiple: true });
    } catch (caught) {
      // The desktop picker refuses a file too large or of another type, with a message to show.
      return fail(caught instanceof Error ? caught.message : t('Could not open the files.'));
    }
    if (chosen.length === 0) return;
    const next = [...files, ...chosen];
    const problem = checkFiles(next, limits);
    if (problem) return fail(problem);
    setError(null);
    setFiles(next);
  }

  async function submit() {
    const problem = validateRequestForm(values, files, limits);
    if (problem) return fail(problem);
    if (!(await platform.tokenStore.get())) {
      toast.error(t(requestMessages.notLoggedIn));
      navigate('/login');
      return;
    }
    setError(null);
    setProgress(0);
    try {
      await requests.create(toFormData(values, files), setProgress);
      toast.success(t(requestMessages.created));
      onCreated();
    } catch (caught) {
      if (isApiError(caught) && caught.kind === 'http')
        // requestMessages.createFailed, then the server's reason, as one sentence.
        fail(t('Error creating request: {reason}', { reason: caught.serverMessage ?? caught.message }));
      else fail(t(requestMessages.submitFailed));
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <>
      <Modal
        open={open}
        title={t('New request')}
        onCancel={() => setConfirmClose(true)}
        maskClosable={false}
        keyboard={false}
        footer={
          <Button type="primary" onClick={() => void submit()} loading={busy}>
            {t('Create Request')}
          </Button>
        }
        destroyOnHidden
      >
        <form className="request-form" onSubmit={(e) => e.preventDefault()} noValidate>
          <label htmlFor="request-title">{t('Title')}</label>
          <Input id="request-title" value={values.title} onChange={onText('title')} maxLength={200} />

          <label htmlFor="request-description">{t('Description')}</label>
          <TextArea
            id="request-description"
            value={values.description}
            onChange={onText('description')}
            rows={3}
            maxLength={5000}
          />

          <label htmlFor="request-documents">{t('Upload Documents')}</label>
          <Button
            id="request-documents"
            aria-describedby="request-documents-hint"
            onClick={() => void chooseFiles()}
            disabled={files.length >= limits.maxFiles}
          >
            {t('Choose files')}
          </Button>
          <p className="form-hint" id="request-documents-hint">
            {t(
              '{count, plural, one {PNG, JPEG or PDF (DOC and DOCX too): up to # file, {size} MB each.} other {PNG, JPEG or PDF (DOC and DOCX too): up to # files, {size} MB each.}}',
              { count: limits.maxFiles, size: limits.maxFileMb },
            )}
          </p>
          {files.length > 0 && (
            <ChosenFiles
              files={files}
              onRemove={(index) => setFiles((list) => list.filter((_, i) => i !== index))}
            />
          )}

          <fieldset>
            <legend>{t('Consultation Type')}</legend>
            <Radio.Group
              value={values.consultationType}
              onChange={(e) => set('consultationType')(String(e.target.value))}
            >
              <Radio value="Online">{t(consultationTypeWords.Online)}</Radio>
              <Radio value="On-site">{t(consultationTypeWords['On-site'])}</Radio>
            </Radio.Group>
          </fieldset>

          <label htmlFor="request-budget">{t('Budget (₹)')}</label>
          <Input
            id="request-budget"
            inputMode="decimal"
            prefix="₹"
            placeholder={t('Optional')}
            value={values.budget}
            onChange={onText('budget')}
          />

          <label htmlFor="request-date">{t('Date')}</label>
          <input id="request-date" type="date" min={today} value={values.date} onChange={onText('date')} />

          <label htmlFor="request-timing">{t('Timing')}</label>
          {values.date && slots.length === 0 ? (
            <p>{t('No slots available')}</p>
          ) : (
            <select id="request-timing" value={values.timing} onChange={onText('timing')}>
              <option value="">{t('Select a time')}</option>
              {slots.map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </select>
          )}

          <label htmlFor="request-mention">{t('Email')}</label>
          {values.mentionId && mentionedLawyer ? (
            <p id="request-mention">
              <Tag
                closable
                onClose={() => set('mentionId')('')}
                closeIcon={<span aria-label={t('Mention by e-mail instead')}>×</span>}
              >
                {mentionedLawyer.name}
              </Tag>
            </p>
          ) : (
            <Input id="request-mention" type="email" value={values.mention} onChange={onText('mention')} />
          )}
          <p className="form-hint">
            {t('Adding e-mails mentions legal advisors: your request goes directly to these legal experts.')}
          </p>

          {busy && <Progress percent={progress} size="small" aria-label={t('Upload progress')} />}
          {error && (
            <p role="alert" className="form-error">
              {error}
            </p>
          )}
        </form>
      </Modal>
      <Modal
        open={confirmClose}
        title={t('Are you sure you want to close?')}
        onCancel={() => setConfirmClose(false)}
        footer={[
          <Button key="cancel" onClick={() => setConfirmClose(false)}>
            {t('Cancel')}
          </Button>,
          <Button
            key="confirm"
            type="primary"
            onClick={() => {
              setConfirmClose(false);
              onClose();
            }}
          >
            {t('Confirm')}
          </Button>,
        ]}
      />
    </>
  );
});
