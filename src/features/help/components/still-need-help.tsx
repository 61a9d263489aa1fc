import { Link } from 'react-router-dom';
import { Mail, Phone } from 'lucide-react';
import { ui } from '../../../components/ui';

/** 'Still Need Help?': the counselors (in the Safety Center) and an email draft to the camp. */
export function StillNeedHelp({ email }: { email?: string }) {
  const feedback = email ? `mailto:${email}?subject=${encodeURIComponent('Camp Weekend app support')}` : undefined;
  return (
    <section aria-label="Still Need Help?" className={`${ui.card} mx-4`}>
      <h2 className="font-semibold">Still Need Help?</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">The counselors are happy to help, at camp or by phone.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to="/safety" className={ui.button}><Phone className="h-4 w-4" aria-hidden /> Contact Counselors</Link>
        {feedback ? (
          <a href={feedback} className={ui.buttonSecondary}><Mail className="h-4 w-4" aria-hidden /> Send Feedback</a>
        ) : null}
      </div>
    </section>
  );
}
