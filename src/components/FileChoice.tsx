// One file chosen through the platform's picker (the browser's dialog on the web, the system's on the desktop),
// shown as a chip with its name and size and a way to take it back. Forms keep the File; nothing is sent here.
import { CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';

/** 532 B, 14 KB, 2.4 MB. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function FileChoice({
  id,
  accept,
  file,
  onChange,
  hint,
}: {
  /** The id a <label htmlFor> names the picker button with. */
  id: string;
  accept: readonly string[];
  file: File | null;
  onChange: (file: File | null) => void;
  /** Shown while nothing is chosen: the accepted types. */
  hint: string;
}) {
  const { platform } = useStores();
  const t = useT();
  async function choose() {
    const [picked] = await platform.openFiles({ accept: [...accept], multiple: false });
    if (picked) onChange(picked);
  }
  return (
    <div className="file-choice">
      <Button id={id} icon={<PaperClipOutlined aria-hidden />} onClick={() => void choose()}>
        {file ? t('Choose another file') : t('Choose file')}
      </Button>
      {file ? (
        <span className="file-choice-chip">
          <span className="file-choice-name">{file.name}</span>
          <span className="file-choice-size">{sizeText(file.size)}</span>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined aria-hidden />}
            aria-label={t('Remove {name}', { name: file.name })}
            onClick={() => onChange(null)}
          />
        </span>
      ) : (
        <span className="file-choice-hint">{hint}</span>
      )}
    </div>
  );
}
