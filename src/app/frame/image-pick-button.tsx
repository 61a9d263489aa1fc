import { useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A button that opens the image picker (camera first when `capture`), keeps the chosen image as the
 * pending upload and goes to /photos, where the share dialog picks it up.
 */
export function ImagePickButton({
  label,
  capture,
  className,
  children,
}: {
  label: string;
  capture?: boolean;
  className: string;
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  async function picked(file: File | undefined) {
    if (!file) return;
    // The database code loads here, not with the frame: the first screen draws without it.
    const { savePendingUpload } = await import('../../db/feed/photos-store');
    await savePendingUpload(file);
    void navigate('/photos');
  }

  return (
    <>
      <button type="button" aria-label={label} title={label} className={className} onClick={() => input.current?.click()}>
        {children}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture={capture ? 'environment' : undefined}
        className="hidden"
        data-testid={capture ? 'camera-input' : 'story-input'}
        onChange={(e) => {
          void picked(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </>
  );
}
