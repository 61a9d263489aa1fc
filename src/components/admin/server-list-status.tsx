import { ui } from '../ui';

interface Props {
  loading: boolean;
  failed: boolean;
  /** The list arrived with nothing in it. */
  empty: boolean;
  texts: { loading: string; failed: string; empty: string };
  /** The sentence's spacing on its page. */
  className?: string;
}

/** What an admin list read from the server says above its rows: loading, that it could not be read (an alert), or that it is empty. */
export function ServerListStatus({ loading, failed, empty, texts, className = '' }: Props) {
  if (loading) return <p className={`text-sm text-slate-500 ${className}`}>{texts.loading}</p>;
  if (failed)
    return (
      <p role="alert" className={`${ui.error} ${className}`}>
        {texts.failed}
      </p>
    );
  return empty ? <p className={`text-sm text-slate-500 ${className}`}>{texts.empty}</p> : null;
}
