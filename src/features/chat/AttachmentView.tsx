import { Download, FileText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { Attachment } from './chat.schemas';
import { fetchFile, PREVIEW_TYPES } from './conversation.thunks';
import { fileKind, formatSize } from './chatView';

/** An attachment: images previewed inline, every file downloadable; each fetched once, then from the cache. */
export function AttachmentView({ file }: { file: Attachment }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const cached = useAppSelector((state) => state.chat.files[file.path]);
  const [failed, setFailed] = useState(false);
  const isImage = PREVIEW_TYPES.includes(file.mimeType);

  useEffect(() => {
    if (isImage && !cached) {
      dispatch(fetchFile(file.path, file.mimeType)).catch(() => setFailed(true));
    }
  }, [dispatch, isImage, cached, file.path, file.mimeType]);

  async function download() {
    try {
      setFailed(false);
      const url = await dispatch(fetchFile(file.path, file.mimeType));
      const link = document.createElement('a');
      link.href = url;
      link.download = file.name;
      link.rel = 'noopener';
      link.click();
    } catch {
      setFailed(true);
    }
  }

  return (
    <div className="mt-2 space-y-1">
      {isImage && cached && (
        <img
          src={cached}
          alt={file.name}
          className="max-h-60 max-w-full rounded-control object-contain"
          loading="lazy"
        />
      )}
      <button
        type="button"
        onClick={() => void download()}
        className="flex min-h-10 max-w-full items-center gap-2 rounded-control border border-current/20 px-3 py-1 text-start text-sm hover:bg-black/5"
        aria-label={t('chat.download', { name: file.name })}
      >
        {isImage ? <Download size={16} aria-hidden="true" /> : <FileText size={16} aria-hidden="true" />}
        {/* The name isolated (it never reorders what is around it); its kind from the server's type, not its name. */}
        <bdi className="truncate">{file.name}</bdi>
        <span className="shrink-0 opacity-80">
          {fileKind(file.mimeType)} · {formatSize(file.size, i18n.language)}
        </span>
      </button>
      {failed && (
        <p role="alert" className="text-xs">
          {t('chat.fileError')}
        </p>
      )}
    </div>
  );
}
