// The New request form's chosen documents: each with a preview (a thumbnail of an image, else a link that opens
// the file) and Remove.
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '@/i18n';

function FilePreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  const t = useT();
  if (!url) return null;
  if (/\.(png|jpe?g)$/i.test(file.name))
    return (
      <img
        src={url}
        alt={t('Preview of {name}', { name: file.name })}
        width={40}
        height={40}
        className="file-preview-thumb"
      />
    );
  return (
    <a href={url} target="_blank" rel="noreferrer">
      {t('Preview')}
    </a>
  );
}

export function ChosenFiles({ files, onRemove }: { files: File[]; onRemove: (index: number) => void }) {
  const t = useT();
  return (
    <ul aria-label={t('Chosen documents')} className="file-list">
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`}>
          <FilePreview file={file} /> <span>{file.name}</span>{' '}
          <Button
            size="small"
            aria-label={t('Remove {name}', { name: file.name })}
            onClick={() => onRemove(index)}
          >
            {t('Remove')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
