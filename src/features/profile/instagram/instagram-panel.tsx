import { AtSign } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ui } from '../../../components/ui';
import { useInstagramConnection } from './use-instagram-connection';

/** The Instagram panel (SPEC §2.3 photo-social panel), in Profile and at /profile-instagram. Needs signal. */
export function InstagramPanel({ notify }: { notify: (message: string) => void }) {
  const { panel, connect, disconnect } = useInstagramConnection(notify);
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby="instagram-panel" className={ui.card}>
      <h2 id="instagram-panel" className="mb-2 flex items-center gap-2 font-semibold">
        <AtSign aria-hidden className="h-5 w-5 text-pink-600" /> Instagram
      </h2>
      {panel.state === 'checking' ? <p className="text-sm text-slate-500">Checking your Instagram connection...</p> : null}
      {panel.state === 'offline' ? <p className="text-sm text-slate-500 dark:text-slate-400">Instagram needs signal. Connect or check your account when you are online.</p> : null}
      {panel.state === 'connected' ? (
        <div className="space-y-3">
          <p className="text-sm">
            Connected as <strong>@{panel.account.username}</strong>
          </p>
          <dl className="flex gap-6 text-sm">
            <div>
              <dt className="text-slate-500 dark:text-slate-400">Posts</dt>
              <dd className="text-lg font-semibold">{panel.account.media_count}</dd>
            </div>
            <div>
              <dt className="text-slate-500 dark:text-slate-400">Followers</dt>
              <dd className="text-lg font-semibold">{panel.account.followers_count}</dd>
            </div>
          </dl>
          <button type="button" className={ui.buttonSecondary} onClick={() => setAsking(true)}>
            Disconnect
          </button>
        </div>
      ) : null}
      {panel.state === 'not-connected' ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-500 dark:text-slate-400">Connect your Instagram account to share camp photos there too.</p>
          <button type="button" className={ui.button} onClick={() => void connect()}>
            Connect Instagram
          </button>
        </div>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title="Disconnect Instagram?"
          message="Are you sure you want to disconnect your Instagram account? You can connect it again at any time."
          confirmLabel="Disconnect"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void disconnect();
          }}
        />
      ) : null}
    </section>
  );
}
