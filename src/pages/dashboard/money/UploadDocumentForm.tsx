// The Upload sub-tab: a file (PNG, JPG, JPEG or PDF; the server checks the bytes), an optional description,
// an optional secured PIN and an optional lawyer to share with; Cancel and Upload Document, with progress.
import { documentUploadFieldsSchema } from '@contract';
import { documentMessages } from '@contract/moneyTerms';
import { Button, Progress } from 'antd';
import { LazySelect } from '@/components/LazySelect';
import { TextArea, PasswordInput } from '@/components/inputs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { isApiError } from '@/api/ApiError';
import { FileChoice } from '@/components/FileChoice';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';

export const UploadDocumentForm = observer(function UploadDocumentForm({
  onDone,
}: {
  onDone: (uploaded: boolean) => void;
}) {
  const { invoices: store } = useStores();
  const toast = useToast();
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [pin, setPin] = useState('');
  const [sharedWith, setSharedWith] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void store.shareTargets.load();
  }, [store]);
  // None to offer while loading or when they could not be loaded (the placeholder says so).
  const targets = (store.shareTargets.data ?? []).map((t) => ({ value: t._id, label: t.name }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError(t(documentMessages.selectFile));
    // The API's own rules for the text fields (contract/documents.ts).
    const fields = documentUploadFieldsSchema.safeParse({ description, pin, sharedWith });
    if (!fields.success) return setError(t(fields.error.issues[0].message));
    const form = new FormData();
    form.append('file', file, file.name);
    form.append('fileName', file.name);
    form.append('description', description);
    if (pin) form.append('pin', pin);
    if (sharedWith) form.append('sharedWith', sharedWith);
    setProgress(0);
    setError(null);
    try {
      await store.upload(form, setProgress);
      toast.success(t(documentMessages.uploaded));
      onDone(true);
    } catch (e) {
      const message =
        isApiError(e) && e.status !== undefined
          ? t('Error: {reason}', { reason: e.serverMessage ?? e.message })
          : t(documentMessages.failed);
      toast.error(message);
      setError(message);
    } finally {
      setProgress(null);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="stacked-form">
      <FileChoice
        id="document-file"
        accept={['.png', '.jpg', '.jpeg', '.pdf']}
        file={file}
        hint={t('No file chosen (PNG, JPG, JPEG or PDF)')}
        onChange={(chosen) => {
          setFile(chosen);
          setError(null);
        }}
      />
      <label>
        {t('Description (optional)')}
        <TextArea value={description} maxLength={1000} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <label>
        {t('Secured PIN (optional, 4 to 6 digits)')}
        <PasswordInput
          inputMode="numeric"
          maxLength={6}
          value={pin}
          onChange={(e) => setPin(e.target.value)}
        />
      </label>
      <label>
        {t('Share with (optional)')}
        <LazySelect
          aria-label={t('Share with')}
          allowClear
          placeholder={targets.length ? t('A lawyer you consulted') : t('No lawyers to share with yet')}
          value={sharedWith}
          onChange={setSharedWith}
          options={targets}
        />
      </label>
      {progress !== null && <Progress percent={progress} size="small" aria-label={t('Upload progress')} />}
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <div className="form-buttons">
        <Button onClick={() => onDone(false)}>{t('Cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={progress !== null}>
          {t('Upload Document')}
        </Button>
      </div>
    </form>
  );
});
