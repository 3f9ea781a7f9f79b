// The New request form in a modal: fields, documents (picked through the platform, so the desktop app shows its
// native dialog) with preview/remove, upload progress, spec messages. Document limits come from the server.
import { availableTimeSlots, localDateKey, requestMessages } from '@contract/requestTerms';
import { Button, Modal, Progress, Radio, Tag } from 'antd';
import { Input, TextArea } from '@/components/inputs';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/ApiError';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
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

function FilePreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  if (!url) return null;
  if (/\.(png|jpe?g)$/i.test(file.name))
    return (
      <img src={url} alt={`Preview of ${file.name}`} width={40} height={40} className="file-preview-thumb" />
    );
  return (
    <a href={url} target="_blank" rel="noreferrer">
      Preview
    </a>
  );
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
      return fail(caught instanceof Error ? caught.message : 'Could not open the files.');
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
      toast.error(requestMessages.notLoggedIn);
      navigate('/login');
      return;
    }
    setError(null);
    setProgress(0);
    try {
      await requests.create(toFormData(values, files), setProgress);
      toast.success(requestMessages.created);
      onCreated();
    } catch (caught) {
      if (isApiError(caught) && caught.kind === 'http')
        fail(`${requestMessages.createFailed} ${caught.serverMessage ?? caught.message}`);
      else fail(requestMessages.submitFailed);
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <>
      <Modal
        open={open}
        title="New request"
        onCancel={() => setConfirmClose(true)}
        maskClosable={false}
        keyboard={false}
        footer={
          <Button type="primary" onClick={() => void submit()} loading={busy}>
            Create Request
          </Button>
        }
        destroyOnHidden
      >
        <form className="request-form" onSubmit={(e) => e.preventDefault()} noValidate>
          <label htmlFor="request-title">Title</label>
          <Input id="request-title" value={values.title} onChange={onText('title')} maxLength={200} />

          <label htmlFor="request-description">Description</label>
          <TextArea
            id="request-description"
            value={values.description}
            onChange={onText('description')}
            rows={3}
            maxLength={5000}
          />

          <label htmlFor="request-documents">Upload Documents</label>
          <Button
            id="request-documents"
            aria-describedby="request-documents-hint"
            onClick={() => void chooseFiles()}
            disabled={files.length >= limits.maxFiles}
          >
            Choose files
          </Button>
          <p className="form-hint" id="request-documents-hint">
            PNG, JPEG or PDF (DOC and DOCX too): up to {limits.maxFiles} files, {limits.maxFileMb} MB each.
          </p>
          {files.length > 0 && (
            <ul aria-label="Chosen documents" className="file-list">
              {files.map((file, index) => (
                <li key={`${file.name}-${index}`}>
                  <FilePreview file={file} /> <span>{file.name}</span>{' '}
                  <Button
                    size="small"
                    aria-label={`Remove ${file.name}`}
                    onClick={() => setFiles((list) => list.filter((_, i) => i !== index))}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}

          <fieldset>
            <legend>Consultation Type</legend>
            <Radio.Group
              value={values.consultationType}
              onChange={(e) => set('consultationType')(String(e.target.value))}
            >
              <Radio value="Online">Online</Radio>
              <Radio value="On-site">On-site</Radio>
            </Radio.Group>
          </fieldset>

          <label htmlFor="request-budget">Budget (₹)</label>
          <Input
            id="request-budget"
            inputMode="decimal"
            prefix="₹"
            placeholder="Optional"
            value={values.budget}
            onChange={onText('budget')}
          />

          <label htmlFor="request-date">Date</label>
          <input id="request-date" type="date" min={today} value={values.date} onChange={onText('date')} />

          <label htmlFor="request-timing">Timing</label>
          {values.date && slots.length === 0 ? (
            <p>No slots available</p>
          ) : (
            <select id="request-timing" value={values.timing} onChange={onText('timing')}>
              <option value="">Select a time</option>
              {slots.map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </select>
          )}

          <label htmlFor="request-mention">Email</label>
          {values.mentionId && mentionedLawyer ? (
            <p id="request-mention">
              <Tag
                closable
                onClose={() => set('mentionId')('')}
                closeIcon={<span aria-label="Mention by e-mail instead">×</span>}
              >
                {mentionedLawyer.name}
              </Tag>
            </p>
          ) : (
            <Input id="request-mention" type="email" value={values.mention} onChange={onText('mention')} />
          )}
          <p className="form-hint">
            Adding e-mails mentions legal advisors: your request goes directly to these legal experts.
          </p>

          {busy && <Progress percent={progress} size="small" aria-label="Upload progress" />}
          {error && (
            <p role="alert" className="form-error">
              {error}
            </p>
          )}
        </form>
      </Modal>
      <Modal
        open={confirmClose}
        title="Are you sure you want to close?"
        onCancel={() => setConfirmClose(false)}
        footer={[
          <Button key="cancel" onClick={() => setConfirmClose(false)}>
            Cancel
          </Button>,
          <Button
            key="confirm"
            type="primary"
            onClick={() => {
              setConfirmClose(false);
              onClose();
            }}
          >
            Confirm
          </Button>,
        ]}
      />
    </>
  );
});
