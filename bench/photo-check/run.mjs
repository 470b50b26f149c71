// The photo check on labelled photos (cases.mjs: good ones and blurred, shaken, dark, tiny, faceless and
// two-person ones made from packaged photos): how many verdicts were right (ok for a good photo; for a bad one not
// ok, and failing the check it was made to fail), and the time per photo, also for a 12 Mpx JPEG.
// Run: `node bench/photo-check/run.mjs` (or `npx node …`). Writes bench/results/photo-check.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildDetectorWorker } from '../face-fit/worker-build.mjs';
import { readPhoto } from '../face-fit/variants.mjs';
import { importServerSource, root } from '../server-source.mjs';
import { photoCases } from './cases.mjs';

const { FaceDetector, checkPhoto, THRESHOLDS } = await importServerSource(
  'photo-check-bench',
  `export { FaceDetector } from './src/faces/face-detector';
   export { checkPhoto } from './src/photo-check/check';
   export { THRESHOLDS } from './src/photo-check/verdict';`,
);
const worker = await buildDetectorWorker('photo-check');
const detector = new FaceDetector(60_000, worker.url);

/** Min, 10th percentile, median, 90th percentile and max of each group's values. */
const spread = (byGroup) =>
  Object.fromEntries(
    Object.entries(byGroup).map(([group, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
      return [group, { min: sorted[0], p10: at(0.1), median: at(0.5), p90: at(0.9), max: sorted.at(-1) }];
    }),
  );
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value, digits = 1) => Number(value.toFixed(digits));

try {
  const cases = await photoCases();
  await checkPhoto(cases[0].image, detector); // loads the model: not part of the figures
  const groups = {};
  /** Sharpness measured per group: where its threshold sits between good and blurred photos. */
  const values = {};
  const light = {};
  const wrong = [];
  const times = [];
  const load = loadavg().map((l) => round(l, 2));
  for (const c of cases) {
    const started = performance.now();
    const verdict = await checkPhoto(c.image, detector);
    times.push(performance.now() - started);
    const failing = verdict.checks.filter((check) => !check.ok).map((check) => check.code);
    const right = c.expect === null ? verdict.ok : failing.includes(c.expect);
    const group = (groups[c.group] ??= { cases: 0, right: 0 });
    const sharpness = verdict.checks.find((check) => check.code === 'sharpness').value;
    (values[c.group] ??= []).push(sharpness);
    (light[c.group] ??= []).push(verdict.checks.find((check) => check.code === 'lighting').value);
    group.cases += 1;
    if (right) group.right += 1;
    else wrong.push({ case: c.name, group: c.group, expect: c.expect ?? 'ok', checks: verdict.checks });
  }
  // A 12 Mpx JPEG (4000 × 3000, as phones take them): a packaged group photo scaled up.
  const big = await sharp(readPhoto('npm:@vladmandic/face-api/demo/sample1.jpg'))
    .resize(4000, 3000)
    .jpeg({ quality: 92 })
    .toBuffer();
  const bigTimes = [];
  // CPU time of the whole process (the worker thread and sharp's threads included): what a check costs whatever
  // else the machine runs, where the wall time grows with the load.
  const bigCpu = [];
  for (let i = 0; i < 7; i++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    await checkPhoto(big, detector);
    bigTimes.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    bigCpu.push((used.user + used.system) / 1000);
  }
  const total = Object.values(groups).reduce((sum, g) => sum + g.cases, 0);
  const right = Object.values(groups).reduce((sum, g) => sum + g.right, 0);
  const result = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      load_before: load,
      load_after: loadavg().map((l) => round(l, 2)),
      node: process.version,
    },
    thresholds: THRESHOLDS,
    verdicts: { right, total, by_group: groups },
    sharpness_by_group: spread(values),
    lighting_by_group: spread(light),
    time_ms: {
      median_per_photo: round(median(times)),
      median_12mpx_jpeg: round(median(bigTimes)),
      max_12mpx_jpeg: round(Math.max(...bigTimes)),
      median_cpu_12mpx_jpeg: round(median(bigCpu)),
      big_jpeg_bytes: big.length,
    },
    wrong,
  };
  console.info(`${right}/${total} verdicts right`, JSON.stringify(groups));
  console.info(
    `median ${result.time_ms.median_per_photo} ms a photo, 12 Mpx JPEG ${result.time_ms.median_12mpx_jpeg} ms (CPU ${result.time_ms.median_cpu_12mpx_jpeg} ms)`,
  );
  console.info(JSON.stringify(result.sharpness_by_group));
  console.info(JSON.stringify(result.lighting_by_group));
  for (const w of wrong)
    console.info(' wrong:', w.case, w.expect, JSON.stringify(w.checks.map((c) => [c.code, c.ok, c.value])));
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', 'photo-check.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await detector.close();
  worker.remove();
}
