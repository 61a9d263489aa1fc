/**
 * A reconnect with nothing new, from a real Chromium: the app signed in with the whole camp, the
 * signal cut at a TCP relay and restored; every request the app then sends, counted at the relay with
 * its bytes both ways (request line, headers and body; status line, headers and body).
 * Target: 1 request, under 2 KB both ways (DECISIONS 11).
 */
import { benchSize } from './support/bench-size.js';
import { benchCamper } from './support/camper.js';
import { builtApp } from './support/built-app.js';
import { describeTraffic, reconnect, reconnectPhone } from '../tests/support/reconnect-scenario.js';

const RUNS = benchSize(3, 1);

export async function reconnectFigures(): Promise<void> {
  const phone = await reconnectPhone((server) => benchCamper(server, 'reconnect'), { env: { STATIC_DIR: await builtApp() } });
  try {
    for (let i = 1; i <= RUNS; i += 1) {
      const traffic = await reconnect(phone);
      console.log(
        `reconnect with nothing new, Chromium through a TCP relay (run ${i}): ${traffic.requests.length} request(s), ${traffic.bytes} bytes both ways, headers included (target 1 request < 2048 bytes)`,
      );
      console.log(describeTraffic(traffic).replace(/^/gm, '  '));
    }
  } finally {
    await phone.close();
  }
}
