/**
 * WebKit for the browser tests: Debian's WebKitGTK WebDriver driving its MiniBrowser on an Xvfb display,
 * both started here (a free display, a free port), so nothing downloads a driver or a browser.
 * Each session is a new MiniBrowser in automation mode: its own fresh service worker and IndexedDB.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Builder, type WebDriver } from 'selenium-webdriver';
import { miniBrowserPath, WEBKIT_DRIVER, XVFB } from './webkit-paths.mjs';

export interface WebKit {
  driver: WebDriver;
  close(): Promise<void>;
}

/** Starts Xvfb on the first free display it finds (-displayfd) and answers that display's name. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it chose a display`)));
  });
  return { display, process: xvfb };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('WebKitWebDriver did not start within 30 s');
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** A fresh MiniBrowser under WebKitWebDriver on its own Xvfb display, with a phone-sized window. */
export async function launchWebKit(): Promise<WebKit> {
  const binary = miniBrowserPath();
  if (!binary) throw new Error('MiniBrowser not found: run "apt-get install -y webkit2gtk-driver xvfb"');
  const xvfb = await startXvfb();
  const port = await freePort();
  const webDriver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: xvfb.display } });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForDriver(url, webDriver);
    const driver = await new Builder()
      .usingServer(url)
      .disableEnvironmentOverrides()
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary, args: ['--automation'] } })
      .build();
    await driver
      .manage()
      .window()
      .setRect({ width: 390, height: 844 })
      .catch(() => undefined);
    await driver.manage().setTimeouts({ script: 60_000, pageLoad: 60_000 });
    return {
      driver,
      async close() {
        await driver.quit().catch(() => undefined);
        await stop(webDriver);
        await stop(xvfb.process);
      },
    };
  } catch (err) {
    await stop(webDriver);
    await stop(xvfb.process);
    throw err;
  }
}
