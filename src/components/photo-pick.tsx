import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { IconButton } from './icon-button';

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
