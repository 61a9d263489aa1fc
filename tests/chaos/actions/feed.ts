/** The home feed: liking and unliking the run's posts, commenting on them, and posting a photo. */
import sharp from 'sharp';
import { waitFor, waitInPage, type Target } from '../../support/page-driver.js';
import type { Phone } from '../phones.js';
import { openScreen, shownAfter, tapControl, type Action } from './screen.js';

const post = (caption: string): Target => ({ css: '[data-testid="post"]', text: caption });

const postShows = (phone: Phone, caption: string, text: string) =>
  phone.drv.evaluate(
    (arg: { caption: string; text: string }) =>
      Array.from(document.querySelectorAll('[data-testid="post"]')).some(
        (el) => (el.textContent ?? '').includes(arg.caption) && (el.textContent ?? '').includes(arg.text),
      ),
    { caption, text },
  );

/** Scrolls down the feed until the post is drawn (newer photo posts push the run's first posts down). */
function revealPost(caption: string): boolean {
  const found = Array.from(document.querySelectorAll('[data-testid="post"]')).some((el) => (el.textContent ?? '').includes(caption));
  if (!found) window.scrollTo(0, document.body.scrollHeight);
  return found;
}

async function openPost(phone: Phone, caption: string): Promise<void> {
  await openScreen(phone, '/');
  await waitInPage(phone.drv, revealPost, caption, `the post "${caption}"`);
}

export const like: Action = async ({ phone, camp, ledger, rng, action }) => {
  const { caption } = rng.pick(camp.posts);
  await openPost(phone, caption);
  const control = { box: '[data-testid="post"]', text: caption, control: 'button[aria-pressed]:has([data-testid="like-count"])' };
  const state = await tapControl(phone, control);
  const shown = state === undefined ? undefined : state === 'true';
  ledger.showed({ phone: phone.name, camperId: phone.camper.session.user.id, kind: 'like', target: caption, shown, action });
  return { what: `like "${caption}": ${shown === undefined ? 'no change shown' : shown ? 'liked' : 'not liked'}` };
};

export const comment: Action = async ({ phone, camp, ledger, rng, action, uniqueText }) => {
  const { caption } = rng.pick(camp.posts);
  await openPost(phone, caption);
  const text = uniqueText('comment');
  await phone.drv.fill({ css: 'input[aria-label="Add a comment"]', in: post(caption) }, text);
  await phone.drv.click({ css: 'button[type="submit"]', in: post(caption) });
  const shown = await shownAfter(phone, () => postShows(phone, caption, text), false);
  ledger.wrote({ phone: phone.name, kind: 'comment', text, shown, action });
  return { what: `comment "${text}" on "${caption}"${shown ? '' : ' (not shown)'}` };
};

let photo: Promise<string> | undefined;
/** A small JPEG, as base64, made once. */
const photoBase64 = () =>
  (photo ??= sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 30, g: 110, b: 70 } } })
    .jpeg()
    .toBuffer()
    .then((b) => b.toString('base64')));

/** Puts the photo into the dialog's file input, as the camera or the gallery would. */
function pickPhoto(base64: string): boolean {
  const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
  if (!input) return false;
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const files = new DataTransfer();
  files.items.add(new File([bytes], 'lake.jpg', { type: 'image/jpeg' }));
  input.files = files.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

export const postPhoto: Action = async ({ phone, ledger, action, uniqueText }) => {
  await openScreen(phone, '/');
  await phone.drv.click({ css: 'button[aria-label="Create Post"]' });
  await waitFor(phone.drv, { css: '[role="dialog"] input[type="file"]' });
  if (!(await phone.drv.evaluate(pickPhoto, await photoBase64()))) throw new Error('no photo input in the dialog');
  await waitFor(phone.drv, { css: '[role="dialog"] img' });
  const caption = uniqueText('photo');
  await phone.drv.fill({ css: 'textarea[aria-label="Caption"]' }, caption);
  await phone.drv.click({ css: 'button[type="submit"]', in: { css: '[role="dialog"]' } });
  const shown = await shownAfter(phone, () => postShows(phone, caption, caption), false);
  ledger.wrote({ phone: phone.name, kind: 'post', text: caption, shown, action });
  return { what: `photo "${caption}"${shown ? '' : ' (not shown)'}` };
};
