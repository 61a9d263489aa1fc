import { existsSync } from 'node:fs';

/** Debian's WebKitGTK WebDriver (package webkit2gtk-driver), its MiniBrowser, and Xvfb. */
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const XVFB = '/usr/bin/Xvfb';
const miniBrowsers = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/webkit2gtk-4.1/MiniBrowser',
];

/** The MiniBrowser executable to drive, or undefined when it is not installed. */
export function miniBrowserPath() {
  return miniBrowsers.find((p) => existsSync(p));
}

/** Whether everything the WebKit browser tests need is installed. */
export function webkitInstalled() {
  return existsSync(WEBKIT_DRIVER) && existsSync(XVFB) && Boolean(miniBrowserPath());
}
