// `--profile`: a CPU profile of the page's main thread while `work` runs (Chrome DevTools protocol), summed by
// function self time, so that a miss of the targets can be traced to the code that spends the time.

/** Runs `work` under the profiler; answers its result and the `top` functions by self time (ms). */
export async function profiled(context, page, work, top = 20) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await work();
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const node = byNode.get(id);
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const functions = [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => ({ name, ms: Math.round(ms) }));
  return { result, profile: { totalMs: Math.round(total), functions } };
}
