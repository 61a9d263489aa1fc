import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { IconButton } from './icon-button';
import { ui } from './ui';

/** The photo picked for a post, with the ✕ that puts it back (`removeLabel` says so). */
export function PickedPhoto({
  src,
  alt,
  className,
  removeLabel,
  onRemove,
  disabled,
}: {
  src: string;
  alt: string;
  /** How the preview sits in the dialog. */
  className: string;
  removeLabel: string;
  onRemove: () => void;
  disabled?: boolean;
}) {
  return (
    <div className="relative">
      <img src={src} alt={alt} className={className} />
      <IconButton
        label={removeLabel}
        icon={X}
        className="absolute right-2 top-2 rounded-full bg-black/60 p-1 text-white"
        disabled={disabled}
        onClick={onRemove}
      />
    </div>
  );
}

/**
 * A form's photo: the one picked, with its ✕ (`removeLabel`), else the buttons that pick one (`children`); then the
 * sentence saying why a photo was refused. `photo` is the form's picked photo (src/lib/use-picked-photo.ts).
 */
export function PhotoField({
  photo: { preview, error, clear },
  alt,
  previewClass,
  removeLabel,
  disabled,
  children,
}: {
  photo: { preview: string | null; error: string | null; clear: () => void };
  alt: string;
  previewClass: string;
  removeLabel: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {preview ? (
        <PickedPhoto src={preview} alt={alt} className={previewClass} removeLabel={removeLabel} onRemove={clear} disabled={disabled} />
      ) : (
        children
      )}
      {error ? <p className={ui.error}>{error}</p> : null}
    </>
  );
}

/** A button that opens the phone's photos (or its camera, with `camera`) and hands over the one picked. */
export function PhotoPicker({
  className,
  children,
  label,
  camera,
  onPick,
}: {
  className: string;
  /** What the button shows: an icon and its words. */
  children: ReactNode;
  /** The file input's name, read aloud. */
  label: string;
  camera?: boolean;
  onPick: (file: File | undefined) => void;
}) {
  return (
    <label className={className}>
      {children}
      <input
        type="file"
        accept="image/*"
        capture={camera ? 'environment' : undefined}
        className="sr-only"
        aria-label={label}
        onChange={(e) => onPick(e.target.files?.[0])}
      />
    </label>
  );
}
