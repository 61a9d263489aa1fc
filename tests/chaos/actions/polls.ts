/** Voting in one of the run's open polls on the home feed (once per poll: the card then thanks). */
import { waitFor } from '../../support/page-driver.js';
import { openScreen, shownAfter, type Action } from './screen.js';

const pollState = (question: string) => {
  const card = document.querySelector(`article[aria-label="Poll: ${CSS.escape(question)}"]`);
  if (!card) return 'missing';
  return card.querySelector('input[type="radio"]') ? 'open' : (card.textContent ?? '').includes('Thanks for voting!') ? 'thanks' : 'other';
};

export const vote: Action = async ({ phone, camp, ledger, rng, action }) => {
  await openScreen(phone, '/');
  const poll = rng.pick(camp.polls);
  const card = { css: 'article', text: `Poll: ${poll.question}` };
  await waitFor(phone.drv, card);
  if ((await phone.drv.evaluate(pollState, poll.question)) !== 'open')
    return { what: `vote "${poll.question}": voted already`, skipped: true };
  const option = rng.pick(poll.options);
  await phone.drv.click({ css: 'label', text: option.text, in: card });
  await phone.drv.click({ css: 'button', text: 'Submit Vote', in: card });
  const state = await shownAfter(
    phone,
    () => phone.drv.evaluate(pollState, poll.question),
    'open',
    (s) => s !== 'missing',
  );
  const shown = state === 'thanks' ? option.text : undefined;
  ledger.showed({ phone: phone.name, camperId: phone.camper.session.user.id, kind: 'vote', target: poll.question, shown, action });
  return { what: `vote "${option.text}" in "${poll.question}": ${state}` };
};
