import { useState } from 'react';
import { photoFileError } from './photo-upload';
import { useObjectUrl } from './use-object-url';

/** A photo picked for a post: checked with the SPEC §5 messages, with a preview address while kept. */
export function usePickedPhoto(initial?: File | null) {
  const [file, setFile] = useState<File | null>(initial && !photoFileError(initial) ? initial : null);
  const [error, setError] = useState<string | null>(initial ? photoFileError(initial) : null);
  const preview = useObjectUrl(file);
  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const problem = photoFileError(picked);
    setError(problem);
    setFile(problem ? null : picked);
  };
  return { file, preview, error, setError, pick, clear: () => setFile(null) };
}
