/**
 * The site visit's photos, through the real renderer in Chromium (browser mode). argv: BASE_URL
 * API_KEY WORK_DIR (the bench server is not used: the photos go into a project of the app's own
 * demo workspace, whose modules the bench seed lacks). Prints one JSON line with `visit`.
 *
 * - visit.photos30Ms: from handing 30 photos of ~6 MB (generated JPEGs: noise, so they do not
 *   compress, each with its own EXIF date) to the file dialog's input until the page says
 *   "30 Fotos hinzugefügt." (each read, scaled and thumbnailed in the worker, stored by the core).
 * - visit.rendererPeakMb: the renderer's largest resident memory meanwhile: the RSS of the page's
 *   renderer process (its main thread, the photo worker, the decoded images), sampled every
 *   100 ms from /proc. Target < 500 MB.
 * - visit.jsHeapPeakMb: the page's largest JS heap (CDP Performance.getMetrics, JSHeapUsedSize).
 * - visit.longestFrameMs: the longest gap between two animation frames of the page meanwhile:
 *   what a consultant scrolling or typing during the import would feel.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startBrowserApp } from '../src/main/browser/app';
import { ensureBuilt } from '../src/main/build/electron-build';
import { photosModuleKey } from '../src/shared/photos/photo-entry';
import { withExif } from '../test/photos/jpeg-exif';

const [, , work] = process.argv.slice(2) as [string, string, string];
const dataDir = join(work, 'visit-data');
const profile = join(work, 'visit-profile');
const photosDir = join(work, 'visit-photos');
for (const dir of [dataDir, photosDir]) mkdirSync(dir, { recursive: true });
await ensureBuilt();

const app = await startBrowserApp({ dataDir, pollIntervalMs: 600_000 });
const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  viewport: { width: 1280, height: 800 },
  locale: 'de-DE',
  timezoneId: 'Europe/Berlin',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const page = context.pages()[0] ?? (await context.newPage());
page.on('requestfailed', (r) =>
  process.stderr.write(`[visit] request failed: ${r.url()} ${r.failure()?.errorText}\n`),
);
// A photo the core refused says why (the page shows only "nicht gespeichert").
page.on('response', (r) => {
  if (r.url().includes('/ipc/photos.add'))
    void r.text().then((text) => {
      if (!text.startsWith('{"ok":true'))
        process.stderr.write(`[visit] photos.add refused: ${text.slice(0, 300)}\n`);
    });
});
await page.goto(app.appUrl);

/** The first project whose photo module can be changed, once the first sync brought it. */
async function photoProject(): Promise<string | null> {
  const { data } = await app.manager.handlers['projects.list']({ limit: 50 });
  for (const project of data) {
    const detail = await app.manager.handlers['projects.get']({ id: project.id });
    const module = detail.modules.find((m) => m.moduleKey === photosModuleKey);
    if (module && module.status !== 'locked') return project.id;
  }
  return null;
}
let projectId: string | null = null;
for (let i = 0; i < 600 && !projectId; i++) {
  projectId = await photoProject();
  if (!projectId) await new Promise((r) => setTimeout(r, 100));
}
if (!projectId) throw new Error('no project with a photo module after the first sync');

// One ~6 MB JPEG of noise from the page's canvas; 30 files of it, each with its own EXIF date.
const base64 = await page.evaluate<string>(`(async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 4000;
  canvas.height = 3000;
  const g = canvas.getContext('2d');
  const image = g.createImageData(canvas.width, canvas.height);
  let seed = 42;
  for (let i = 0; i < image.data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    image.data[i] = i % 4 === 3 ? 255 : seed & 255;
  }
  g.putImageData(image, 0, 0);
  const blob = await new Promise((done) => canvas.toBlob(done, 'image/jpeg', 0.85));
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
})()`);
const jpeg = new Uint8Array(Buffer.from(base64, 'base64'));
// BENCH_VISIT_PHOTOS: fewer photos for a quick look (the figure of record is 30).
const count = Number(process.env.BENCH_VISIT_PHOTOS ?? 30);
const paths = Array.from({ length: count }, (_, i) => {
  const path = join(photosDir, `IMG_${String(i + 1).padStart(4, '0')}.jpg`);
  const minute = String(i).padStart(2, '0');
  writeFileSync(
    path,
    withExif(jpeg, { orientation: 1, dateTimeOriginal: `2026:11:20 10:${minute}:00` }),
  );
  return path;
});

await page.evaluate(`location.hash = ${JSON.stringify(`#/projects/${projectId}`)}`);
const input = page.getByTestId('project-photos').getByTestId('photo-file-input');
await input.waitFor({ state: 'attached', timeout: 60_000 });

/** The page's renderer: the chromium process under this profile with --type=renderer and RSS. */
function rendererRssMb(): number {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((m) => m !== null)
    .map((m) => ({ pid: m[1]!, ppid: m[2]!, rssKb: Number(m[3]), args: m[4]! }));
  const browser = table.find(
    (p) => p.args.includes(`--user-data-dir=${profile}`) && !p.args.includes('--type='),
  );
  if (!browser) return 0;
  const ours = new Set([browser.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of table)
      if (ours.has(p.ppid) && !ours.has(p.pid)) {
        ours.add(p.pid);
        grew = true;
      }
  }
  const renderers = table.filter((p) => ours.has(p.pid) && p.args.includes('--type=renderer'));
  return Math.max(0, ...renderers.map((p) => p.rssKb)) / 1024;
}

const cdp = await context.newCDPSession(page);
await cdp.send('Performance.enable');
let rendererPeakMb = rendererRssMb();
let jsHeapPeakMb = 0;
const sampler = setInterval(() => {
  rendererPeakMb = Math.max(rendererPeakMb, rendererRssMb());
  void cdp
    .send('Performance.getMetrics')
    .then(({ metrics }) => {
      const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
      jsHeapPeakMb = Math.max(jsHeapPeakMb, heap / 2 ** 20);
    })
    .catch(() => undefined);
}, 100);
await page.evaluate(`(() => {
  window.__longestFrame = 0;
  let last = performance.now();
  const tick = (now) => { window.__longestFrame = Math.max(window.__longestFrame, now - last); last = now; if (!window.__stopFrames) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})()`);

const started = performance.now();
// Progress on stderr every 30 s (the photo area's status line), for runs on a loaded machine.
const progress = setInterval(() => {
  void page
    .getByTestId('project-photos')
    .getByTestId('photo-progress')
    .textContent({ timeout: 5_000 })
    .then(async (text) => {
      const refusals = page.getByTestId('project-photos').locator('.photo-refusals');
      const refused = (await refusals.count()) ? await refusals.first().textContent() : '';
      process.stderr.write(
        `[visit] ${Math.round((performance.now() - started) / 1000)} s: ${text} ` +
          `(renderer peak ${Math.round(rendererPeakMb)} MB) ${refused?.slice(0, 300) ?? ''}\n`,
      );
    })
    .catch(() => undefined);
}, 30_000);
await input.setInputFiles(paths);
await page
  .getByTestId('project-photos')
  .getByText(count === 1 ? '1 Foto hinzugefügt.' : `${count} Fotos hinzugefügt.`)
  .waitFor({ timeout: 40 * 60_000 });
clearInterval(progress);
const photos30Ms = performance.now() - started;
clearInterval(sampler);
const longestFrameMs = (await page.evaluate(
  'window.__stopFrames = true, window.__longestFrame',
)) as number;

await context.close();
await app.close();
process.stdout.write(
  JSON.stringify({
    visit: {
      photos30Ms,
      rendererPeakMb,
      jsHeapPeakMb,
      longestFrameMs,
      photoMb: jpeg.length / 2 ** 20,
    },
  }) + '\n',
);
