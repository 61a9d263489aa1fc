import { useState } from 'react';
import { Download, Share, Smartphone } from 'lucide-react';
import { promptInstall, useInstallState } from '../../../pwa/install-prompt';
import { MenuActionRow } from './menu-section';

/** Install the app: the browser's prompt where there is one, Add to Home Screen steps on iOS. */
export function InstallRow() {
  const state = useInstallState();
  const [showSteps, setShowSteps] = useState(false);
  if (state === 'installed') {
    return <li className="flex items-center gap-3 px-4 py-3 text-sm"><Smartphone className="h-5 w-5 text-emerald-600" aria-hidden /> Camp Weekend is installed on this device</li>;
  }
  if (state === 'available') {
    return <MenuActionRow icon={Download} label="Install App" description="Add Camp Weekend to your home screen; it works without signal" onClick={() => void promptInstall()} />;
  }
  if (state === 'ios') {
    return (
      <MenuActionRow icon={Share} label="Add to Home Screen" description="Install Camp Weekend on your iPhone or iPad" onClick={() => setShowSteps((s) => !s)} pressed={showSteps}>
        {showSteps ? (
            <ol className="list-decimal space-y-1 px-4 pb-3 pl-9 text-sm">
              <li>Open this page in Safari.</li>
              <li>Tap the Share button <Share className="inline h-4 w-4" aria-label="Share" /> at the bottom of the screen.</li>
              <li>Scroll down and tap “Add to Home Screen”, then “Add”.</li>
            </ol>
        ) : null}
      </MenuActionRow>
    );
  }
  return (
    <li className="flex items-center gap-3 px-4 py-3 text-sm text-slate-500 dark:text-slate-400">
      <Download className="h-5 w-5" aria-hidden /> To install, choose “Install app” or “Add to Home screen” in your browser’s menu.
    </li>
  );
}
